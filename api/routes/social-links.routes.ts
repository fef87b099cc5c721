import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from '../services/reference-data.service';

const SocialLink = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), icon: Type.String() });

export const socialLinksRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceDataService }> = async (app, { reference }) => {
  app.get('/social-links', { schema: { response: responses(okEnvelope(Type.Array(SocialLink))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.socialLinks(),
  }));
};
