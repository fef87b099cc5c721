import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { LocalizationsService } from './localizations.service';
import { Localizations } from '../../contract/reference-data.contract';

export const localizationsRoutes: FastifyPluginAsyncTypebox<{ localizations: LocalizationsService }> = async (
  app,
  { localizations },
) => {
  app.get(
    '/localizations',
    {
      schema: {
        querystring: Type.Object({ lang_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: responses(okEnvelope(Localizations)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await localizations.texts(request.query.lang_id) }),
  );
};
