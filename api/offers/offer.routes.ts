import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../config';
import { ApiError } from '../http/api-error';
import { ErrorEnvelope } from '../http/envelope.schemas';
import { requireUser, userOf } from '../http/current-user';
import { requireStepUp } from '../http/step-up';
import { OFFER_ACCEPTED_MESSAGE, OFFER_DECLINED_MESSAGE, OFFER_SENT_MESSAGE, OFFERS_DISABLED_MESSAGE, PAYOUT_REQUESTED_MESSAGE } from './offer-rules';
import type { OffersService } from './offers.service';
import type { PayoutsService } from './payouts.service';
import type { StepUpService } from '../accounts/step-up.service';
import { OkMessage } from '../../contract/accounts.contract';
import { CurrencyQuery } from '../../contract/common.contract';
import { accountResponses } from '../http/account-responses';
import { CardPayoutBody, OfferCreateBody, OfferIdBody, OkInventory, OkOfferCreated, OkOfferHistory, OkOfferSold, OkRedirect, SellNowBody, SepaPayoutBody } from '../../contract/offers.contract';
import { OFFER_CANCELLED_MESSAGE, TRADE_RETRY_MESSAGE, type SellByTradeService } from './sell-by-trade.service';

const withConflict = { 409: ErrorEnvelope, 503: ErrorEnvelope };

export const offerRoutes: FastifyPluginAsyncTypebox<{
  config: ApiConfig;
  offers: OffersService;
  sellByTrade: SellByTradeService;
  payouts: PayoutsService;
  stepUp: StepUpService;
  /** Whether offers are open now (OFFERS_ENABLED and the offer_enabled setting staff switch in the console). */
  offersOpen?: () => Promise<boolean>;
}> = async (app, { config, offers, sellByTrade, payouts, stepUp, offersOpen }) => {
  const recentlyConfirmed = requireStepUp(stepUp);
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', async () => {
    if (!config.offersEnabled || (offersOpen && !(await offersOpen()))) throw new ApiError('OFFERS_DISABLED', OFFERS_DISABLED_MESSAGE);
  });

  app.get(
    '/offer/history',
    { schema: { querystring: CurrencyQuery, response: accountResponses(OkOfferHistory) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, payload: await offers.history(userOf(request), request.query.currency) };
    },
  );

  // Issue 26: the seller's Steam inventory, to pick what to sell (a network call to Steam).
  app.get(
    '/offer/inventory',
    { schema: { querystring: CurrencyQuery, response: accountResponses(OkInventory, { 503: ErrorEnvelope }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'OK' as const, payload: await sellByTrade.inventory(userOf(request), request.query.currency) };
    },
  );

  app.post('/offer/create', { schema: { body: OfferCreateBody, response: accountResponses(OkOfferCreated, { 409: ErrorEnvelope, 503: ErrorEnvelope }) } }, async (request) => {
    const payload = await offers.create(userOf(request), request.body);
    return { status: 'OK' as const, message: OFFER_SENT_MESSAGE, payload };
  });

  app.post('/offer/retry-trade', { schema: { body: OfferIdBody, response: accountResponses(OkMessage, withConflict) } }, async (request) => {
    await sellByTrade.retry(userOf(request), request.body.id);
    return { status: 'OK' as const, message: TRADE_RETRY_MESSAGE };
  });

  app.post('/offer/cancel', { schema: { body: OfferIdBody, response: accountResponses(OkMessage, withConflict) } }, async (request) => {
    await sellByTrade.cancel(userOf(request), request.body.id);
    return { status: 'OK' as const, message: OFFER_CANCELLED_MESSAGE };
  });

  app.post('/offer/accept', { schema: { body: OfferIdBody, response: accountResponses(OkMessage, withConflict) } }, async (request) => {
    await offers.accept(userOf(request), request.body.id);
    return { status: 'OK' as const, message: OFFER_ACCEPTED_MESSAGE };
  });

  // Issue 45: an inventory item sold at its instant price in one step (created accepted, its trade queued).
  app.post('/offer/sell-now', { schema: { body: SellNowBody, response: accountResponses(OkOfferSold, withConflict) } }, async (request) => {
    const payload = await sellByTrade.sellNow(userOf(request), request.body);
    return { status: 'OK' as const, message: OFFER_ACCEPTED_MESSAGE, payload };
  });

  app.post('/offer/decline', { schema: { body: OfferIdBody, response: accountResponses(OkMessage, withConflict) } }, async (request) => {
    await offers.decline(userOf(request), request.body.id);
    return { status: 'OK' as const, message: OFFER_DECLINED_MESSAGE };
  });

  app.post(
    '/offer/request-payout/sepa-direct',
    { preHandler: recentlyConfirmed, schema: { body: SepaPayoutBody, response: accountResponses(OkMessage, withConflict) } },
    async (request) => {
      await payouts.requestSepa(userOf(request), request.body);
      return { status: 'OK' as const, message: PAYOUT_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/offer/request-payout/card-form',
    { preHandler: recentlyConfirmed, schema: { body: CardPayoutBody, response: accountResponses(OkRedirect, withConflict) } },
    async (request) => {
      const redirectUrl = await payouts.requestCard(userOf(request), request.body);
      return { status: 'OK' as const, message: 'Continue on the payout page.', redirect_url: redirectUrl };
    },
  );
};
