export interface GatewayConfig {
  /** Where the REST API answers, without a trailing slash, e.g. http://127.0.0.1:3000/api; unset: this process. */
  restBaseUrl: string | undefined;
  /** GRAPHQL_ANY_DOCUMENT=1: documents sent as text (introspection included) are run, not only the app's persisted ones. */
  anyDocument: boolean;
}

/**
 * Reads and validates the gateway's configuration; throws one error listing every problem.
 * Without REST_BASE_URL the gateway reaches the REST API in its own process, through its request handling (no socket).
 */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const problems: string[] = [];
  const restBaseUrl = readRestBaseUrl(env.REST_BASE_URL?.trim(), problems);
  const anyDocument = readFlag('GRAPHQL_ANY_DOCUMENT', env.GRAPHQL_ANY_DOCUMENT, problems);
  if (problems.length > 0) throw new Error(`Invalid gateway configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return { restBaseUrl, anyDocument };
}

function readRestBaseUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    problems.push(`REST_BASE_URL must be an http(s) URL without query or fragment (got "${raw}")`);
    return undefined;
  }
  return raw.replace(/\/+$/, '');
}

/** 1/0 as the API's flags are spelled (true/false, yes/no, on/off too); unset is 0. */
function readFlag(name: string, raw: string | undefined, problems: string[]): boolean {
  const value = raw?.trim().toLowerCase() || '0';
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (!['0', 'false', 'no', 'off'].includes(value)) problems.push(`${name} must be 1 or 0 (got "${raw}")`);
  return false;
}
