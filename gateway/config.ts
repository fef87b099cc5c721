export interface GatewayConfig {
  /** Where the REST API answers, without a trailing slash, e.g. http://127.0.0.1:3000/api; unset: this process. */
  restBaseUrl: string | undefined;
}

/**
 * Reads and validates the gateway's configuration; throws one error listing every problem.
 * Without REST_BASE_URL the gateway reaches the REST API in its own process, on the port it listens on.
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const raw = env.REST_BASE_URL?.trim();
  if (!raw) return { restBaseUrl: undefined };
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`Invalid gateway configuration:\n  - REST_BASE_URL must be an http(s) URL without query or fragment (got "${raw}")`);
  }
  return { restBaseUrl: raw.replace(/\/+$/, '') };
}
