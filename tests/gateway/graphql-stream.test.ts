// GET /graphql/stream: subscriptions as server-sent events (graphql-sse's distinct connections mode),
// checked on the one subscription there is, `accountChanged` (issue 42). Only subscriptions stream,
// bad variables are refused before anything runs, POST /graphql refuses a subscription. A gateway that
// reaches the API over HTTP has no change feed: a customer's stream answers SERVICE_UNAVAILABLE (a
// visitor's UNAUTHENTICATED) and ends. The one-process shop has it: a top-up paid on the sandbox page reaches the open stream, a
// visitor is UNAUTHENTICATED, and a browser may leave a stream at any time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSignedIn, UPDATE_PROFILE } from './account-operations';
import { openStream, type StreamEvent } from './event-stream';
import { GraphQLBrowser } from './graphql-browser';
import { startOneProcessShop, useSignedUpShop, type OneProcessShop } from './shop-fixture';

const CHANGES = 'subscription { accountChanged { kind id } }';
/** The same subscription with a variable, to see variables coerced (and refused) before anything runs. */
const CHANGES_WITH_ID = 'subscription C($withId: Boolean!) { accountChanged { kind id @include(if: $withId) } }';
const START = `mutation S($input: DepositInput!) { startDeposit(input: $input) { __typename ... on DepositStarted { redirectUrl } } }`;
const HISTORY = 'query H($filter: DepositHistoryFilter!) { depositHistory(filter: $filter) { id } }';
const PERSONAL = { name: 'Anna', surname: 'Schmidt', phone: '+49 151 23456780', phoneCountryCode: 'DE', country: 12, city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117', steamId: '' };

const streamUrl = (origin: string, query: string, variables: string) => `${origin}/graphql/stream?${new URLSearchParams({ query, variables })}`;

/** The first event, checked to be one GraphQL error with `code`, then the stream's end. */
async function expectRefusedThenComplete(stream: Awaited<ReturnType<typeof openStream>>, code: string) {
  const first = await stream.next();
  expect(first?.event).toBe('next');
  expect(JSON.parse(first!.data)).toMatchObject({ errors: [{ extensions: { code } }] });
  expect(JSON.parse(first!.data).data ?? null).toBeNull();
  expect(await stream.next()).toEqual({ event: 'complete', data: '' });
  expect(await stream.next()).toBeNull();
}

describe('GET /graphql/stream through a gateway that reaches the API over HTTP (no change feed)', () => {
  const { shop: currentShop, browser } = useSignedUpShop();

  it('streams subscriptions only; bad variables are refused before anything runs; POST /graphql refuses a subscription', async () => {
    const b = browser();
    await registerSignedIn(b);
    const origin = currentShop().gatewayOrigin;
    const query = await fetch(streamUrl(origin, 'query Q { isAuthenticated }', '{}'), { headers: { cookie: b.cookieHeader } });
    expect(query.status).toBe(400);
    expect((await query.json()).errors[0].message).toBe('Only subscriptions are streamed');

    const notJson = await fetch(streamUrl(origin, CHANGES_WITH_ID, '{'), { headers: { cookie: b.cookieHeader } });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors[0].message).toBe('Variables are not valid JSON');
    const mistyped = await fetch(streamUrl(origin, CHANGES_WITH_ID, JSON.stringify({ withId: { nested: true } })), { headers: { cookie: b.cookieHeader } });
    expect(mistyped.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await mistyped.json()).errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);

    const posted = await b.gql(CHANGES);
    expect(posted.status).toBe(400);
    expect(posted.body.errors?.[0].message).toBe('Subscriptions are streamed: GET /graphql/stream');
  });

  it("a signed-in customer's stream answers SERVICE_UNAVAILABLE, then ends; a visitor's UNAUTHENTICATED", async () => {
    const b = browser();
    await registerSignedIn(b);
    for (const [who, code] of [[b, 'SERVICE_UNAVAILABLE'], [null, 'UNAUTHENTICATED']] as const) {
      const stream = await openStream(currentShop().gatewayOrigin, who, CHANGES, {});
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      await expectRefusedThenComplete(stream, code);
    }
    // The gateway still answers everything else.
    expect((await b.gql('query { isAuthenticated }')).body.data.isAuthenticated).toBe(true);
  });
});

describe('GET /graphql/stream on the one-process shop (the change feed)', () => {
  let shop: OneProcessShop;
  beforeAll(async () => {
    shop = await startOneProcessShop({ indexHtml: '<!doctype html><title>shop</title>', env: { REQUIRE_EMAIL_VERIFICATION: '0' }, anyDocument: true });
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A signed-in customer with a top-up started (status 1): the deposit's id and the sandbox page's path. */
  async function startedDeposit(b: GraphQLBrowser) {
    const account = await registerSignedIn(b);
    expect((await b.gql(UPDATE_PROFILE, { input: { ...PERSONAL, email: account.email }, currency: 'EUR' })).body.data.updateProfile.__typename).toBe('ProfileSaved');
    const { phoneCountryCode: _code, ...contact } = PERSONAL;
    const answer = await b.gql(START, { input: { ...contact, amount: 50, email: account.email, paymentType: 'card', currency: 'EUR' } });
    const started = answer.body.data?.startDeposit;
    expect(started?.__typename, JSON.stringify(answer.body)).toBe('DepositStarted');
    const [row] = (await b.gql(HISTORY, { filter: { currency: 'EUR' } })).body.data.depositHistory;
    return { id: row.id as string, payPath: new URL(started.redirectUrl).pathname };
  }

  it('a top-up paid on the sandbox page reaches the open stream as DEPOSIT with its id; the browser may then leave', async () => {
    const b = new GraphQLBrowser(shop.origin);
    const { id, payPath } = await startedDeposit(b);
    const stream = await openStream(shop.origin, b, CHANGES, {});
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');

    const paid = await fetch(`${shop.origin}${payPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const heard: StreamEvent[] = [];
    const timeout = setTimeout(() => void stream.cancel(), 10_000);
    try {
      for (let event = await stream.next(); event; event = await stream.next()) {
        heard.push(event);
        if (event.data.includes('"DEPOSIT"')) break;
      }
    } finally {
      clearTimeout(timeout);
    }
    expect(heard.at(-1)).toEqual({ event: 'next', data: JSON.stringify({ data: { accountChanged: { kind: 'DEPOSIT', id } } }) });
    expect(heard.every((event) => event.event === 'next' && !JSON.parse(event.data).errors)).toBe(true);

    // The browser leaves; the gateway still answers everything else at once.
    await stream.cancel();
    expect((await b.gql('query { isAuthenticated }')).body.data.isAuthenticated).toBe(true);
    expect((await b.gql('query O($id: ID!) { orderStatus(orderId: $id) { id code } }', { id })).body.data.orderStatus).toEqual({ id, code: 2 });
  });

  it('a visitor is UNAUTHENTICATED, then the end', async () => {
    await expectRefusedThenComplete(await openStream(shop.origin, null, CHANGES, {}), 'UNAUTHENTICATED');
  });
});
