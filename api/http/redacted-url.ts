/**
 * Route log serializers for URLs that carry a secret (an e-mailed token in the path, an OpenID
 * assertion in the query): the request log keeps the method and route, never the secret.
 */
export const redactedRequestLog = {
  req: (request: { method: string; url: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    url: request.routeOptions?.url ?? request.url.replace(/\?.*$/, ''),
  }),
};
