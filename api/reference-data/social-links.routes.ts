import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SocialLink } from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { ReferenceDataService } from './reference-data.service';


export const socialLinksRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceDataService }> = async (app, { reference }) => {
  app.get('/social-links', { schema: { response: responses(okEnvelope(Type.Array(SocialLink))) } }, async () => ({
    status: 'OK' as const,
    payload: await reference.socialLinks(),
  }));
};
