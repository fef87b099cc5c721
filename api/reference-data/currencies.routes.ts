import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Currency } from '../../contract/reference-data.contract';
import { okEnvelope, responses } from '../http/envelope.schemas';
import type { CurrenciesService } from './currencies.service';


export const currenciesRoutes: FastifyPluginAsyncTypebox<{ currencies: CurrenciesService }> = async (app, { currencies }) => {
  app.get('/currencies', { schema: { response: responses(okEnvelope(Type.Array(Currency))) } }, async () => ({
    status: 'OK' as const,
    payload: await currencies.list(),
  }));
};
