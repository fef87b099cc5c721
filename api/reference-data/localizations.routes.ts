import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { LocalizationsService } from './localizations.service';
import { Localizations, LocalizationsQuery } from '../../contract/reference-data.contract';

export const localizationsRoutes: FastifyPluginAsyncTypebox<{ localizations: LocalizationsService }> = async (
  app,
  { localizations },
) => {
  app.get(
    '/localizations',
    {
      schema: {
        querystring: LocalizationsQuery,
        response: responses(okEnvelope(Localizations)),
      },
    },
    async (request) => ({ status: 'OK' as const, payload: await localizations.texts(request.query.lang_id) }),
  );
};
