import { describe, expect, it } from 'vitest';
import { addLedgerEntry } from '../../api/accounts/balance.repository';
import { writeTransaction } from '../../api/db/transaction';
import { registerSignedIn, UPDATE_PROFILE, UPDATE_TRADE_LINK } from './account-operations';
import { profileInput } from './gateway-helpers';
import { useSignedUpShop } from './shop-fixture';

// The cart and purchases through the gateway against the real REST API (REQUIRE_EMAIL_VERIFICATION=0,
// so registering signs in).

const { shop: currentShop, browser } = useSignedUpShop();

const RESULT = '__typename ... on Done { message } ... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } }';
const ADD = `mutation A($id: ID!) { addToCart(id: $id) { ${RESULT} } }`;
const REMOVE = `mutation R($id: ID!) { removeFromCart(id: $id) { ${RESULT} } }`;
const CLEAR = `mutation { clearCart { ${RESULT} } }`;
const CART = `query C($currency: String!) { cart(currency: $currency) {
  count total { amount currency symbol } items { itemId count item { id title available category price { amount currency symbol } } } } }`;
const PURCHASE = `mutation P($currency: String!) { purchase(currency: $currency) {
  __typename ... on Purchased { message orderId total { amount currency } } ... on ErrorResult { errorCode message } } }`;
const ORDER = `query O($id: ID!, $currency: String!) { purchaseOrder(id: $id, currency: $currency) {
  __typename ... on PurchaseOrder { id status total { amount currency symbol } tradeLink items { itemId title imgUrl category price { amount currency symbol } } }
  ... on ErrorResult { errorCode message } } }`;
const HISTORY = `query H($filter: PurchaseHistoryFilter!) { purchaseHistory(filter: $filter) {
  id itemId createdAt title category status sum { amount currency symbol } } }`;

async function someItems(count: number): Promise<{ id: number; price: number }[]> {
  const res = await currentShop().rest<{ payload: { id: number; price: number }[] }>(`/items/list?limit=${count}&sort=asc`);
  return res.body.payload;
}

async function credit(email: string, cents: number) {
  const user = await currentShop().db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();
  await writeTransaction(currentShop().db, (tx) => addLedgerEntry(tx, { userId: user.id, amount: cents, kind: 'credit', reference: 'gateway test', now: 1 }));
}

describe('cart through the gateway', () => {
  it('a visitor gets UNAUTHENTICATED for the cart, the history and every cart mutation', async () => {
    const visitor = browser();
    for (const [query, variables] of [
      [CART, { currency: 'EUR' }],
      [HISTORY, { filter: { currency: 'EUR' } }],
      [ADD, { id: '1' }],
      [PURCHASE, { currency: 'EUR' }],
    ] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    }
  });

  it('adds, refuses a second add and bad ids, lists in USD with symbols, removes and clears', async () => {
    const b = browser();
    await registerSignedIn(b);
    const [first, second] = await someItems(2);
    expect((await b.gql(ADD, { id: String(first!.id) })).body.data.addToCart).toEqual({ __typename: 'Done', message: 'Item added to cart' });
    expect((await b.gql(ADD, { id: String(first!.id) })).body.data.addToCart).toEqual({
      __typename: 'AlreadyInCart',
      errorCode: 'ALREADY_IN_CART',
      message: 'Item already in cart',
    });
    expect((await b.gql(ADD, { id: '999999999' })).body.data.addToCart).toMatchObject({ __typename: 'ActionRefused', message: 'Item not found' });
    expect((await b.gql(ADD, { id: 'abc' })).body.data.addToCart.__typename).toBe('ValidationError');
    await b.gql(ADD, { id: String(second!.id) });

    const usd = (await b.gql(CART, { currency: 'USD' })).body.data.cart;
    expect(usd.count).toBe(2);
    expect(usd.total).toMatchObject({ currency: 'USD', symbol: '$' });
    expect(usd.items.map((entry: { itemId: string }) => entry.itemId).sort()).toEqual([String(first!.id), String(second!.id)].sort());
    expect(usd.items.every((entry: { item: { available: boolean } }) => entry.item.available)).toBe(true);

    expect((await b.gql(REMOVE, { id: String(first!.id) })).body.data.removeFromCart).toEqual({ __typename: 'Done', message: 'Item removed from cart' });
    expect((await b.gql(REMOVE, { id: String(first!.id) })).body.data.removeFromCart).toMatchObject({ __typename: 'ActionRefused', message: 'Item not in cart' });
    expect((await b.gql(CLEAR)).body.data.clearCart).toEqual({ __typename: 'Done', message: 'Cart cleared successfully' });
    expect((await b.gql(CART, { currency: 'EUR' })).body.data.cart).toMatchObject({ count: 0, total: { amount: 0 } });
  });

  it('purchase: SteamIdRequired, then InsufficientFunds, then Purchased; the history shows it', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    const [item] = await someItems(1);
    await b.gql(ADD, { id: String(item!.id) });
    expect((await b.gql(PURCHASE, { currency: 'EUR' })).body.data.purchase).toEqual({
      __typename: 'SteamIdRequired',
      errorCode: 'STEAM_ID_REQUIRED',
      message: 'Please add your steamId',
    });

    const profile = profileInput({ email: account.email, steamId: '76561198000000123' });
    expect((await b.gql(UPDATE_PROFILE, { input: profile, currency: 'EUR' })).body.data.updateProfile.__typename).toBe('ProfileSaved');
    expect((await b.gql(UPDATE_TRADE_LINK, { url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734395&token=AbCdEf12' })).body.data.updateTradeLink.__typename).toBe('Done');
    expect((await b.gql(PURCHASE, { currency: 'EUR' })).body.data.purchase).toEqual({
      __typename: 'InsufficientFunds',
      errorCode: 'INSUFFICIENT_FUNDS',
      message: 'Not enough funds',
    });

    await credit(account.email, Math.round(item!.price * 100));
    const bought = (await b.gql(PURCHASE, { currency: 'EUR' })).body.data.purchase;
    expect(bought).toMatchObject({ __typename: 'Purchased', message: 'Purchased successfully', total: { amount: item!.price, currency: 'EUR' } });

    const rows = (await b.gql(HISTORY, { filter: { currency: 'EUR' } })).body.data.purchaseHistory;
    expect(rows).toEqual([
      expect.objectContaining({ id: bought.orderId, itemId: String(item!.id), status: 'PROCESSING', sum: { amount: item!.price, currency: 'EUR', symbol: '€' } }),
    ]);
    expect(rows[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect((await b.gql(HISTORY, { filter: { currency: 'EUR', status: 'SUCCESS' } })).body.data.purchaseHistory).toEqual([]);
    expect((await b.gql(CART, { currency: 'EUR' })).body.data.cart.count).toBe(0);

    // The order page: the order with its items; another customer's, or no such order, is a NotFoundError.
    const order = (await b.gql(ORDER, { id: bought.orderId, currency: 'USD' })).body.data.purchaseOrder;
    expect(order).toMatchObject({
      __typename: 'PurchaseOrder',
      id: bought.orderId,
      status: 'PROCESSING',
      total: { currency: 'USD', symbol: '$' },
      tradeLink: expect.stringMatching(/^https:\/\/steamcommunity\.com\/tradeoffer\/new\//),
      items: [{ itemId: String(item!.id), title: expect.any(String), category: expect.stringMatching(/^(CS2|DOTA2)$/), price: { currency: 'USD', symbol: '$' } }],
    });
    expect(order.total.amount).toBe(order.items[0].price.amount);
    const stranger = browser();
    await registerSignedIn(stranger);
    for (const id of [bought.orderId, '999999999', 'x']) {
      expect((await stranger.gql(ORDER, { id, currency: 'EUR' })).body.data.purchaseOrder).toEqual({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' });
    }
    expect((await browser().gql(ORDER, { id: bought.orderId, currency: 'EUR' })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
