// Issue 26: the seller's Steam inventory for the sell-skin modal; issue 45: one of its items sold at its
// instant price in one step. One typed GraphQL operation each.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { SellInventoryQuery, SellNowInput } from '../graphql/graphql';
import type { MoneyAmount } from '../money/money';
import { gql } from '../graphql-client/graphql-client';

const SellInventoryDocument = graphql(`
  query SellInventory($currency: String!) {
    sellInventory(currency: $currency) {
      __typename
      ... on SellInventory {
        items {
          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter
          instantPrice { amount currency symbol }
          sharePercent
        }
      }
      ... on ErrorResult { message }
    }
  }
`);

export type InventoryItem = Extract<SellInventoryQuery['sellInventory'], { __typename: 'SellInventory' }>['items'][number];

/**
 * The items, or why there are none: no Steam ID on the account, only a typed one (issue 41: selling
 * needs one Steam sign-in proved), or Steam cannot show them now.
 */
export type InventoryOutcome = { ok: true; items: InventoryItem[] } | { ok: false; reason: InventoryRefusal; message: string };
type InventoryRefusal = 'steamIdRequired' | 'steamSignInRequired' | 'unavailable';
const REFUSALS: Partial<Record<string, InventoryRefusal>> = { SteamIdRequired: 'steamIdRequired', SteamSignInRequired: 'steamSignInRequired' };

export const loadInventory = fromPromise<InventoryOutcome, { currency: string }>(async ({ input }) => {
  const result = (await gql(SellInventoryDocument, input)).sellInventory;
  if (result.__typename === 'SellInventory') return { ok: true, items: result.items };
  return { ok: false, reason: REFUSALS[result.__typename] ?? 'unavailable', message: result.message };
});

const SellNowDocument = graphql(`
  mutation SellNow($input: SellNowInput!) {
    sellNow(input: $input) {
      __typename
      ... on OfferSold { message id servicePrice { amount currency symbol } }
      ... on ErrorResult { message }
    }
  }
`);

/** Sold (the offer accepted, its trade on its way), or why not; `quoteChanged`: the shop's price is not the one shown any more. */
export type SellNowOutcome = { ok: true; message: string; id: string; servicePrice: MoneyAmount } | { ok: false; message: string; quoteChanged: boolean };

export const sellNow = fromPromise<SellNowOutcome, SellNowInput>(async ({ input }) => {
  const result = (await gql(SellNowDocument, { input })).sellNow;
  if (result.__typename === 'OfferSold') return { ok: true, message: result.message, id: result.id, servicePrice: result.servicePrice };
  return { ok: false, message: result.message, quoteChanged: result.__typename === 'QuoteExpired' };
});
