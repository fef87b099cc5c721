// Issue 45: a customer's action the network failed (offline, fetch failing) is held by the browser's
// GraphQL client until the toast's Retry sends it again or its close lets it fail; a query is not held.
// (A file of its own: graphql-client.test.ts turns the client into the server render's, which never asks.)
import { execSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql, onActionAnswered, onNetworkFailure } from '../../machines/graphql-client/graphql-client';
import { CUSTOMER_ACTIONS, giveUpRequest, retryRequest, type NetworkFailure } from '../../machines/graphql-client/network-failure';
import { PurchaseDocument } from '../../machines/graphql/graphql';
import { StaticPagesQuery } from '../../machines/text-page/text-page.actors';

const settlesSoon = (answer: Promise<unknown>) => Promise.race([answer.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe('an action the network failed (issue 45)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is held, not failed: the toast is asked for, and Retry sends the same request whose answer the caller gets', async () => {
    const failures: NetworkFailure[] = [];
    const answered: string[] = [];
    onNetworkFailure((failure) => failures.push(failure));
    onActionAnswered((operation) => answered.push(operation));
    const bodies: unknown[] = [];
    let online = false;
    vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body));
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: { purchase: { __typename: 'Purchased', message: 'Purchased successfully', orderId: '9', total: { amount: 5, currency: 'EUR', symbol: '€' } } } }), { headers: { 'content-type': 'application/json' } });
    });
    const answer = gql(PurchaseDocument, { currency: 'EUR' });
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]!.operation).toBe('Purchase');
    expect(await settlesSoon(answer)).toBe(false);
    // Still offline: the retry fails again and is held again, with a new toast.
    retryRequest(failures[0]!.id);
    await expect.poll(() => failures.length).toBe(2);
    online = true;
    retryRequest(failures[1]!.id);
    expect((await answer).purchase).toMatchObject({ orderId: '9' });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(answered).toEqual(['Purchase']);
  });

  it('given up, fails with the network error; a query is never held', async () => {
    const failures: NetworkFailure[] = [];
    onNetworkFailure((failure) => failures.push(failure));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const answer = gql(PurchaseDocument, { currency: 'EUR' });
    await expect.poll(() => failures.length).toBe(1);
    giveUpRequest(failures[0]!.id);
    await expect(answer).rejects.toThrow(TypeError);
    await expect(gql(StaticPagesQuery, {})).rejects.toThrow(TypeError);
    expect(failures).toHaveLength(1);
  });

  it("lists every mutation of the shop's flows as a customer's action", () => {
    const sources = execSync("grep -rhoE 'mutation [A-Za-z]+' machines --include=*.ts --exclude-dir=graphql --exclude-dir=admin", { encoding: 'utf8' });
    const names = [...new Set(sources.split('\n').filter(Boolean).map((line) => line.replace('mutation ', '')))];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !CUSTOMER_ACTIONS.has(name))).toEqual([]);
  });
});
