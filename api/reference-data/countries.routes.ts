import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Country, PhoneCode } from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from './reference-data.service';


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
