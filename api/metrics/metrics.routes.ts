import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config';
import { createShopMetrics, type ShopMetrics, type ShopMetricsOptions } from './shop-metrics';

export interface MetricsOptions extends ShopMetricsOptions {
  config: Pick<ApiConfig, 'metricsToken'>;
}

/**
 * Issue 44: GET /metrics, Prometheus' text format, at the server's root outside every rate limit, for
 * loopback callers and for a request carrying `Authorization: Bearer <METRICS_TOKEN>`; 403 otherwise.
 * Call it on the root server before any route is registered: its onResponse hook counts every request
 * of the server (the API's, the gateway's, the pages'), labelled by route pattern. Returns the metrics,
 * whose ports the API's plugins count through.
 */
export function registerMetrics(app: FastifyInstance, { config, ...options }: MetricsOptions): ShopMetrics {
  const metrics = createShopMetrics(options);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({ method: request.method, route: request.routeOptions.url, statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 });
  });
  const tokenDigest = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!fromLoopback(request) && !carriesToken(request, tokenDigest)) {
      return reply.code(403).send({ status: 'ERROR', message: 'Metrics answer loopback callers and the METRICS_TOKEN bearer only', error_code: 'FORBIDDEN' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.scrape());
  });
  return metrics;
}

/**
 * A caller on this machine, and only one: request.ip (the address TRUST_PROXY resolves), the socket's
 * peer and every address X-Forwarded-For names are loopback. A local proxy (or the in-process gateway)
 * forwarding someone else's request is not loopback, whether TRUST_PROXY believes it or not, and an
 * outside caller cannot become loopback by writing X-Forwarded-For: 127.0.0.1 even under TRUST_PROXY=true.
 */
export function fromLoopback(request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const named = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return [request.ip, request.socket.remoteAddress ?? '', ...named].every(isLoopback);
}

function isLoopback(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain) || plain === '::1';
}

/** Compared as SHA-256 digests with timingSafeEqual: constant time, whatever the length sent. */
function carriesToken(request: FastifyRequest, tokenDigest: Buffer | undefined): boolean {
  if (!tokenDigest) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), tokenDigest);
}

const digest = (value: string) => createHash('sha256').update(value).digest();
