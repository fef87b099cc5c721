import type { AccountChangeSource } from '../contract/account-changes';
import type { RestClient } from './rest-client';

/** Per-request GraphQL context: the REST client bound to this browser request's cookies. */
export interface GatewayContext {
  rest: RestClient;
  /** Aborted when the browser goes away from a streamed subscription (GET /graphql/stream). */
  signal?: AbortSignal;
  /** The account change feed of the API in this process; absent when the gateway reaches the API over HTTP. */
  changes?: AccountChangeSource;
}
