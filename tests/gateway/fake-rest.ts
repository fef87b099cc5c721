// A REST API that answers as the contract says, for the gateway's schema and resolvers alone (the real
// one is tested by tests/api and the e2e suite).
import { graphql } from 'graphql/index.js';
import type { Envelope } from '../../contract/common.contract';
import { withParams, type RestClient, type RestResponse } from '../../gateway/rest-client';
import { createGatewaySchema } from '../../gateway/schema';

const schema = createGatewaySchema();

/** What the fake API answers for a path. */
export type Answer = { status: number; body: Envelope<unknown> };
type Call = { method: 'GET' | 'POST'; path: string; body?: object };

/** A REST client that answers each path from `answers` and records every call. */
export function fakeRest(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const answer = async <T,>(call: Call): Promise<RestResponse<T>> => {
    calls.push(call);
    const found = answers[call.path];
    if (!found) throw new Error(`no answer for ${call.path}`);
    return { status: found.status, body: found.body as T, headers: new Headers() } as RestResponse<T>;
  };
  // A path's params filled in as the real client fills them, so `calls` and `answers` name real paths.
  const filled = withParams;
  const untyped = {
    get: (path: string, query?: object, params?: Record<string, string | number>) => answer({ method: 'GET', path: filled(path, params), body: query }),
    post: (path: string, body?: object, params?: Record<string, string | number>) => answer({ method: 'POST', path: filled(path, params), body }),
    put: (path: string, body?: object) => answer({ method: 'POST', path, body }),
    patch: (path: string, body?: object) => answer({ method: 'POST', path, body }),
    setCookies: [],
    languageId: 10,
  };
  // The route table's types are the contract's; this fake answers every route alike.
  const rest = untyped as unknown as RestClient;
  return { rest, calls };
}

/** Runs `source` on the gateway's schema with `rest` as its REST API; the result as JSON would carry it. */
export async function run(rest: RestClient, source: string, variableValues: Record<string, unknown> = {}) {
  const result = await graphql({ schema, source, variableValues, contextValue: { rest } });
  return JSON.parse(JSON.stringify(result)) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A REST success envelope. */
export const ok = <P,>(payload: P, message = 'OK'): Answer => ({ status: 200, body: { status: 'OK', message, payload } as Envelope<unknown> });
/** A REST error envelope. */
export const refused = (status: number, error_code: string, message: string): Answer => ({ status, body: { status: 'ERROR', error_code, message } as Envelope<unknown> });
