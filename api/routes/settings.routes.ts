import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { SettingsService } from '../services/settings.service';

const PaymentMethod = Type.Object({ code: Type.String(), title: Type.String() });
const Settings = Type.Object({
  payment_methods: Type.Record(Type.String(), Type.Array(PaymentMethod)),
  min_top_up: Type.Number(),
  requisites: Type.String(),
  support_email: Type.String(),
  copyright: Type.String(),
  offer_enabled: Type.Boolean(),
  google_tag: Type.Union([Type.String(), Type.Null()]),
  image_host: Type.String(),
});

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/settings', { schema: { response: responses(okEnvelope(Settings)) } }, async () => {
    return { status: 'OK' as const, payload: await settings.get() };
  });
};
