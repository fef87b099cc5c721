import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from '../services/reference-data.service';

const Country = Type.Object({ id: Type.Integer(), iso: Type.String(), title: Type.String() });
const PhoneCode = Type.Record(Type.String(), Type.Object({ code: Type.String() }));

export const countriesRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceDataService }> = async (app, { reference }) => {
  app.get('/countries', { schema: { response: responses(okEnvelope(Type.Array(Country))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.countries(),
  }));

  app.get('/phone-codes', { schema: { response: responses(okEnvelope(Type.Array(PhoneCode))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.phoneCodes(),
  }));
};
