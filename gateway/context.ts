import type { RestClient } from './rest-client';

/** Per-request GraphQL context: the REST client bound to this browser request's cookies. */
export interface GatewayContext {
  rest: RestClient;
}
