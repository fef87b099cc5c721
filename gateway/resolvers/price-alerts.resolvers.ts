import { expectPayload, notFoundError, snakeToCamel } from '../errors';
import type { PriceAlertAnswer } from '../../contract/price-alerts.contract';
import type { MutationResolvers, QueryResolvers, Resolvers, ResolversParentTypes } from '../generated/resolvers-types';
import { asRefusal, failureResult, isOkEnvelope } from '../result-table';
import { categoryFromRest } from './catalogue.mapper';

// Issue 27, the wishlist: the customer's price alerts (GET price-alerts), saving one for a product's
// market name (POST price-alerts/create) and deleting one (POST price-alerts/delete). Signed in only.

const signedIn = { signedIn: true } as const;
/** The REST ids are positive integers; anything else names no product or alert. */
const NUMERIC_ID = /^[1-9]\d{0,9}$/;
const ITEM_NOT_FOUND = 'Item not found';
const ALERT_NOT_FOUND = 'Price alert not found';

function toPriceAlert(alert: PriceAlertAnswer): ResolversParentTypes['PriceAlert'] {
  return {
    id: String(alert.id),
    title: alert.title,
    category: categoryFromRest(alert.category),
    targetPrice: { amount: alert.target_price, currency: alert.currency },
    lowestPrice: alert.lowest_price === null ? null : { amount: alert.lowest_price, currency: alert.currency },
    lowestProductId: alert.lowest_item_id === null ? null : String(alert.lowest_item_id),
    createdAt: alert.created_at,
    notifiedAt: alert.notified_at,
  };
}

const priceAlerts: QueryResolvers['priceAlerts'] = async (_parent, { currency }, { rest }) => {
  const response = await rest.get('/price-alerts', { currency });
  return expectPayload(response).map(toPriceAlert);
};

/** The REST body's item_id is the schema's productId. */
const renameField = (field: string) => (field === 'item_id' ? 'productId' : snakeToCamel(field));

/** A 429, as both mutations' unions say it (they have no RateLimited): refused, with the API's message. */
const tooManyRequests = ({ message }: { message: string }) => ({ __typename: 'ActionRefused' as const, errorCode: 'RATE_LIMITED' as const, message });

const savePriceAlert: MutationResolvers['savePriceAlert'] = async (_parent, { productId, targetPrice, currency }, { rest }) => {
  if (!NUMERIC_ID.test(productId)) return notFoundError(ITEM_NOT_FOUND);
  const response = await rest.post('/price-alerts/create', { item_id: Number(productId), target_price: targetPrice, currency });
  if (isOkEnvelope(response)) return { __typename: 'PriceAlertSaved', alert: toPriceAlert(expectPayload(response)) };
  if (response.status === 404) return notFoundError(response.body?.message || ITEM_NOT_FOUND);
  const failure = failureResult(response, [], { ...signedIn, renameField });
  return failure.__typename === 'RateLimited' ? tooManyRequests(failure) : failure;
};

const deletePriceAlert: MutationResolvers['deletePriceAlert'] = async (_parent, { id }, { rest }) => {
  if (!NUMERIC_ID.test(id)) return notFoundError(ALERT_NOT_FOUND);
  const response = await rest.post('/price-alerts/delete', { id: Number(id) });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  if (response.status === 404) return notFoundError(response.body?.message || ALERT_NOT_FOUND);
  const failure = failureResult(response, [], signedIn);
  return failure.__typename === 'RateLimited' ? tooManyRequests(failure) : asRefusal(failure);
};

export const priceAlertResolvers: Resolvers = {
  Query: { priceAlerts },
  Mutation: { savePriceAlert, deletePriceAlert },
  SavePriceAlertResult: { __resolveType: (value) => value.__typename ?? null },
  DeletePriceAlertResult: { __resolveType: (value) => value.__typename ?? null },
};
