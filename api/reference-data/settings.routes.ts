import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Settings } from '../../contract/settings.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncTypebox<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/settings', { schema: { response: responses(okEnvelope(Settings)) } }, async () => {
    return { status: 'OK' as const, payload: await settings.get() };
  });
};
