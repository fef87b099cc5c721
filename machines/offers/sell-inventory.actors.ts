// Issue 26: the seller's Steam inventory for the sell-skin modal, one typed GraphQL operation.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type { SellInventoryQuery } from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

const SellInventoryDocument = graphql(`
  query SellInventory($currency: String!) {
    sellInventory(currency: $currency) {
      __typename
      ... on SellInventory {
        items {
          assetId appId category title quality imgUrl floatValue paintSeed stickers tradable tradableAfter
          instantPrice { amount currency symbol }
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
