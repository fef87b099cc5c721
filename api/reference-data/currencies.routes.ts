import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Currency } from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import { notModified, tagAnswer, unchanged } from '../http/revalidation';
import type { CurrenciesService } from './currencies.service';

export const currenciesRoutes: FastifyPluginAsyncTypebox<{ currencies: CurrenciesService }> = async (app, { currencies }) => {
  // Revalidated like the catalogue (api/http/revalidation.ts): a copy current at this site version is a 304.
  app.get('/currencies', { schema: { response: responses(okEnvelope(Type.Array(Currency))) } }, async (request, reply) => {
    if (await unchanged(request, reply, currencies.currentTag)) return notModified(reply);
    const { list, tag } = await currencies.listTagged();
    tagAnswer(reply, tag);
    return { status: 'OK' as const, payload: list };
  });
};
