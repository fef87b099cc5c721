import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Language } from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from './reference-data.service';


export const languagesRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceDataService }> = async (app, { reference }) => {
  app.get('/languages', { schema: { response: responses(okEnvelope(Type.Array(Language))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.languages(),
  }));
};
