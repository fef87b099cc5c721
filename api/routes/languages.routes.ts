import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from '../services/reference-data.service';

const Language = Type.Object({ id: Type.Integer(), title: Type.String(), code: Type.String() });

export const languagesRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceDataService }> = async (app, { reference }) => {
  app.get('/languages', { schema: { response: responses(okEnvelope(Type.Array(Language))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.languages(),
  }));
};
