// GET /graphql/stream (issue 23): the orderStatusChanged subscription as server-sent events, against
// the real REST API and its sandbox provider: the status at once, the change the moment the webhook
// lands, then `complete`; NOT_FOUND and UNAUTHENTICATED as results; only subscriptions stream.
import { describe, expect, it } from 'vitest';
import { registerSignedIn, UPDATE_PROFILE } from './account-operations';
import { openStream as openEventStream } from './event-stream';
import type { GraphQLBrowser } from './graphql-browser';
import { useSignedUpShop } from './shop-fixture';

const { shop: currentShop, browser } = useSignedUpShop();

const START = `mutation S($input: DepositInput!) { startDeposit(input: $input) { __typename ... on DepositStarted { redirectUrl } } }`;
const HISTORY = 'query H($filter: DepositHistoryFilter!) { depositHistory(filter: $filter) { id } }';
const CHANGES = 'subscription C($id: ID!) { orderStatusChanged(orderId: $id) { id code redirectUrl } }';
const PERSONAL = { name: 'Anna', surname: 'Schmidt', phone: '+49 151 23456780', phoneCountryCode: 'DE', country: 12, city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117', steamId: '' };

/** Opens the stream as a browser's EventSource would and reads its events as they come. */
const openStream = (b: GraphQLBrowser | null, query: string, variables: Record<string, unknown>) => openEventStream(currentShop().gatewayOrigin, b, query, variables);

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

describe('GET /graphql/stream', () => {
  it('pushes the status at once, then paid the moment the sandbox webhook lands, then completes', async () => {
    const b = browser();
    const { id, payPath } = await startedDeposit(b);
    const stream = await openStream(b, CHANGES, { id });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(await stream.next()).toEqual({ event: 'next', data: JSON.stringify({ data: { orderStatusChanged: { id, code: 1, redirectUrl: null } } }) });

    const apiOrigin = new URL(currentShop().restBase).origin;
    const paid = await fetch(`${apiOrigin}${payPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await stream.next()).toEqual({ event: 'next', data: JSON.stringify({ data: { orderStatusChanged: { id, code: 2, redirectUrl: null } } }) });
    expect(await stream.next()).toEqual({ event: 'complete', data: '' });
    expect(await stream.next()).toBeNull();
  });

  it("another customer's order is NOT_FOUND, a visitor UNAUTHENTICATED, each followed by the end", async () => {
    const { id } = await startedDeposit(browser());
    const stranger = browser();
    await registerSignedIn(stranger);
    for (const [who, code] of [[stranger, 'NOT_FOUND'], [null, 'UNAUTHENTICATED']] as const) {
      const stream = await openStream(who, CHANGES, { id });
      const first = await stream.next();
      expect(first?.event).toBe('next');
      expect(JSON.parse(first!.data).errors).toMatchObject([{ extensions: { code } }]);
      expect(await stream.next()).toEqual({ event: 'complete', data: '' });
    }
  });

  it('streams subscriptions only; POST /graphql refuses a subscription; a browser may leave a stream at any time', async () => {
    const b = browser();
    const { id } = await startedDeposit(b);
    const query = await openStream(b, 'query Q { isAuthenticated }', {});
    expect(query.response.status).toBe(400);
    // Bad input is refused before anything runs: variables that are not JSON, a mistyped order id.
    const notJson = await fetch(`${currentShop().gatewayOrigin}/graphql/stream?${new URLSearchParams({ query: CHANGES, variables: '{' })}`, { headers: { cookie: b.cookieHeader } });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors[0].message).toBe('Variables are not valid JSON');
    const mistyped = await fetch(`${currentShop().gatewayOrigin}/graphql/stream?${new URLSearchParams({ query: CHANGES, variables: JSON.stringify({ id: { nested: true } }) })}`, {
      headers: { cookie: b.cookieHeader },
    });
    expect(mistyped.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await mistyped.json()).errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);
    const posted = await b.gql(CHANGES, { id });
    expect(posted.status).toBe(400);
    expect(posted.body.errors?.[0].message).toBe('Subscriptions are streamed: GET /graphql/stream');

    const stream = await openStream(b, CHANGES, { id });
    expect((await stream.next())?.event).toBe('next');
    await stream.cancel();
    // The gateway still answers everything else at once.
    expect((await b.gql('query { isAuthenticated }')).body.data.isAuthenticated).toBe(true);
  });
});
