// The order page's data through the gateway against the real REST API and its sandbox trade bot
// (issue 25): an order's trade offers (state, code, bot, offer link), the history rows' offer, the
// order read again until it is delivered or refunded (the browser reads it when subscription
// accountChanged names it; tests/gateway/graphql-stream.test.ts), and resumeDelivery of an offer
// paused by the scam mark. The sandbox partner answers after SANDBOX_TRADE_ACCEPT_MS, as the trade
// link's token says; a decline within TRADE_SCAM_WINDOW_SECONDS pauses.
import { describe, expect, it } from 'vitest';
import { addLedgerEntry } from '../../api/accounts/balance.repository';
import { writeTransaction } from '../../api/db/transaction';
import { registerSignedIn, UPDATE_PROFILE, UPDATE_TRADE_LINK } from './account-operations';
import { profileInput } from './gateway-helpers';
import type { GraphQLBrowser } from './graphql-browser';
import { useShop, WIDE_LIMIT } from './shop-fixture';

const { shop: currentShop, browser } = useShop({
  env: { REQUIRE_EMAIL_VERIFICATION: '0', SANDBOX_TRADE_ACCEPT_MS: '1500', TRADE_POLL_SECONDS: '1', TRADE_SCAM_WINDOW_SECONDS: '1' },
  rateLimits: { limits: { login: WIDE_LIMIT, register: WIDE_LIMIT } },
  jobs: { pollIntervalMs: 50 },
});

/** Each buyer's own Steam ID (one account per Steam ID). */
let buyers = 0;
const nextSteamId = () => String(76561198000000500n + BigInt((buyers += 1)));
/** The trade link's partner is the Steam ID's account id (SteamID64 − 76561197960265728). */
const tradeLink = (steamId: string, token: string) => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=${token}`;

const DELIVERY = 'deliveries { state code botName offerId offerUrl holdUntil protectedUntil updatedAt itemIds }';
const ORDER_FIELDS = `id version status total { amount currency } items { itemId } ${DELIVERY}`;
const ORDER = `query O($id: ID!, $currency: String!) { purchaseOrder(id: $id, currency: $currency) {
  __typename ... on PurchaseOrder { ${ORDER_FIELDS} } ... on ErrorResult { errorCode message } } }`;
const RESUME = `mutation R($orderId: ID!, $currency: String!) { resumeDelivery(orderId: $orderId, currency: $currency) {
  __typename ... on DeliveryResumed { message order { ${ORDER_FIELDS} } } ... on ErrorResult { errorCode message } } }`;
const HISTORY = `query H($filter: PurchaseHistoryFilter!) { purchaseHistory(filter: $filter) { id itemId status delivery { state code botName } } }`;
const ADD = `mutation A($id: ID!) { addToCart(id: $id) { __typename } }`;
const PURCHASE = `mutation P($currency: String!) { purchase(currency: $currency) { __typename ... on Purchased { orderId } ... on ErrorResult { message } } }`;

interface Delivery {
  state: string;
  code: string;
  botName: string;
  offerId: string | null;
  offerUrl: string | null;
  itemIds: string[];
}
interface Order {
  id: string;
  version: number;
  status: string;
  deliveries: Delivery[];
}

/** A new customer whose trade link carries `token` buys the cheapest item left: the order's id and the item's. */
async function buyWith(token: string): Promise<{ b: GraphQLBrowser; orderId: string; itemId: string; email: string }> {
  const b = browser();
  const account = await registerSignedIn(b);
  const steamId = nextSteamId();
  const saved = (await b.gql(UPDATE_PROFILE, { input: profileInput({ email: account.email, steamId }), currency: 'EUR' })).body;
  expect(saved.data?.updateProfile.__typename, JSON.stringify(saved)).toBe('ProfileSaved');
  expect((await b.gql(UPDATE_TRADE_LINK, { url: tradeLink(steamId, token) })).body.data.updateTradeLink.__typename).toBe('Done');
  const shop = currentShop();
  const [item] = (await shop.rest<{ payload: { id: number; price: number }[] }>('/items/list?limit=1&sort=asc')).body.payload;
  const user = await shop.db.selectFrom('users').select('id').where('email', '=', account.email.toLowerCase()).executeTakeFirstOrThrow();
  await writeTransaction(shop.db, (tx) => addLedgerEntry(tx, { userId: user.id, amount: Math.round(item!.price * 100), kind: 'credit', reference: 'gateway test', now: 1 }));
  const added = (await b.gql(ADD, { id: String(item!.id) })).body;
  expect(added.data?.addToCart.__typename, JSON.stringify(added)).toBe('Done');
  const bought = (await b.gql(PURCHASE, { currency: 'EUR' })).body.data.purchase;
  expect(bought.__typename, JSON.stringify(bought)).toBe('Purchased');
  return { b, orderId: bought.orderId, itemId: String(item!.id), email: account.email };
}

/** States a trade offer leaves by itself (Steam or the shop moves it on); PAUSED waits for the buyer. */
const MOVING = new Set(['QUEUED', 'SENT', 'ESCROW', 'MANUAL']);
/** Nothing moves the order by itself any more: it is not processing without an offer, and no offer is on its way. */
const settled = (order: Order) => !(order.status === 'PROCESSING' && order.deliveries.length === 0) && !order.deliveries.some((d) => MOVING.has(d.state));

/** Every distinct version of the order read (every 100 ms) until nothing can move it by itself (or 20 s pass). */
async function followToTheEnd(b: GraphQLBrowser, id: string): Promise<Order[]> {
  const seen: Order[] = [];
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const result = (await b.gql(ORDER, { id, currency: 'EUR' })).body;
    expect(result.errors).toBeUndefined();
    const order = result.data.purchaseOrder as Order;
    if (seen.at(-1)?.version !== order.version) seen.push(order);
    if (settled(order)) return seen;
  }
  throw new Error(`the order never settled after ${JSON.stringify(seen.map((order) => order.deliveries[0]?.state))}`);
}

/** The order once `done` says so (asked every 200 ms, for at most 15 s). */
async function orderWhen(b: GraphQLBrowser, id: string, done: (order: Order) => boolean): Promise<Order> {
  for (let tries = 0; tries < 75; tries += 1) {
    const order = (await b.gql(ORDER, { id, currency: 'EUR' })).body.data.purchaseOrder as Order;
    if (done(order)) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the order never got there');
}

describe('purchase orders and their trade offers through the gateway', () => {
  it('an order carries its offer (code, bot, items) and a version; the history row its offer; another customer gets NotFoundError, a visitor UNAUTHENTICATED', async () => {
    const { b, orderId, itemId } = await buyWith('ExpireXX');
    const order = (await b.gql(ORDER, { id: orderId, currency: 'EUR' })).body.data.purchaseOrder;
    expect(order).toMatchObject({ __typename: 'PurchaseOrder', id: orderId, status: 'PROCESSING', items: [{ itemId }] });
    expect(order.version).toEqual(expect.any(Number));
    expect(order.deliveries).toHaveLength(1);
    const [delivery] = order.deliveries;
    expect(delivery).toMatchObject({ state: expect.stringMatching(/^(QUEUED|SENT)$/), code: expect.stringMatching(/^\S{4,}$/), botName: expect.any(String), itemIds: [itemId] });
    expect(delivery.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const sent = await orderWhen(b, orderId, (o) => o.deliveries[0]?.state === 'SENT');
    expect(sent.version).toBeGreaterThanOrEqual(order.version);
    // Steam's offer id once sent; the sandbox's offers have no page on Steam to open.
    expect(sent.deliveries[0]).toMatchObject({ offerId: expect.any(String), offerUrl: null });
    const rows = (await b.gql(HISTORY, { filter: { currency: 'EUR' } })).body.data.purchaseHistory;
    expect(rows).toEqual([{ id: orderId, itemId, status: 'PROCESSING', delivery: { state: 'SENT', code: delivery.code, botName: delivery.botName } }]);

    const stranger = browser();
    await registerSignedIn(stranger);
    for (const id of [orderId, '999999999', 'x']) {
      expect((await stranger.gql(ORDER, { id, currency: 'EUR' })).body.data.purchaseOrder).toEqual({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' });
      expect((await stranger.gql(RESUME, { orderId: id, currency: 'EUR' })).body.data.resumeDelivery).toEqual({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', message: 'Order not found' });
    }
    for (const [query, variables] of [[ORDER, { id: orderId, currency: 'EUR' }], [RESUME, { orderId, currency: 'EUR' }]] as const) {
      expect((await browser().gql(query, variables)).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    }
  });

  it('the order moves through growing versions until the offer is accepted (SUCCESS); resuming it is NotPaused', async () => {
    const { b, orderId } = await buyWith('AcceptXX');
    const seen = await followToTheEnd(b, orderId);
    const versions = seen.map((order) => order.version);
    expect(versions).toEqual([...new Set(versions)].sort((x, y) => x - y));
    expect(seen[0]!.deliveries[0]!.state).toMatch(/^(QUEUED|SENT)$/);
    expect(seen.at(-1)).toMatchObject({ status: 'SUCCESS', deliveries: [{ state: 'ACCEPTED' }] });
    expect((await b.gql(HISTORY, { filter: { currency: 'EUR' } })).body.data.purchaseHistory[0]).toMatchObject({ status: 'SUCCESS', delivery: { state: 'ACCEPTED' } });
    expect((await b.gql(RESUME, { orderId, currency: 'EUR' })).body.data.resumeDelivery).toEqual({ __typename: 'NotPaused', errorCode: 'NOT_PAUSED', message: 'This delivery is not paused' });
  });

  it('a declined offer ends DECLINED with the order refunded (ERROR)', async () => {
    const { b, orderId } = await buyWith('DeclineX');
    const seen = await followToTheEnd(b, orderId);
    expect(seen.at(-1)).toMatchObject({ status: 'ERROR', deliveries: [{ state: 'DECLINED' }] });
  });

  it('an offer declined at once is PAUSED (only the buyer moves it on); resumeDelivery sends it again', async () => {
    const { b, orderId } = await buyWith('CancelXX');
    const seen = await followToTheEnd(b, orderId);
    const paused = seen.at(-1)!;
    expect(paused.deliveries[0]!.state).toBe('PAUSED');
    const resumed = (await b.gql(RESUME, { orderId, currency: 'EUR' })).body.data.resumeDelivery;
    expect(resumed).toMatchObject({ __typename: 'DeliveryResumed', message: 'We will send the offer again', order: { id: orderId } });
    expect(resumed.order.version).toBeGreaterThan(paused.version);
    expect(resumed.order.deliveries[0].state).toMatch(/^(QUEUED|SENT)$/);
  });
});
