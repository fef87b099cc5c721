import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions } from 'fastify';
import type { ApiConfig, TrustProxy } from '../config';
import { clientErrorHandler } from './client-error';
import { frameworkErrorHandler } from './error-handler';
import { securityHeadersSetter } from './security-headers';
import { textLogStream } from './text-log-stream';

/** How long a client may take: headers, the whole request, an idle keep-alive socket; the largest body. */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  bodyLimitBytes: number;
}

/**
 * A request that never completes (a body that stops arriving, a slow trickle) is answered 408 and
 * closed after requestTimeoutMs; Node checks the deadlines every second, not the default 30 s.
 */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  bodyLimitBytes: 1024 * 1024,
};

export interface CapturedLog {
  level: string;
  stream: { write(line: string): unknown };
}

export interface ServerOptionsInput {
  config: Pick<ApiConfig, 'logLevel' | 'logFormat' | 'trustProxy' | 'imageHost' | 'publicUrl'>;
  /** false: no logging (tests); true: the config's level and format; an object: JSON lines to that stream (tests that read the log). */
  logger?: boolean | CapturedLog;
  limits?: Partial<ServerLimits>;
}

/** The Fastify options both entry points and the tests share: timeouts, proxies, envelopes, logging. */
export function serverOptions({ config, logger = true, limits = {} }: ServerOptionsInput): FastifyHttpOptions<Server> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, bodyLimitBytes } = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const captured = typeof logger === 'object' ? logger : undefined;
  const text = config.logFormat === 'text' && !captured;
  const setSecurityHeaders = securityHeadersSetter(config);
  return {
    logger: captured ?? (logger && config.logLevel !== 'silent' ? { level: config.logLevel, ...(text ? { stream: textLogStream() } : {}) } : false),
    // A readable log is about the shop, not every request; JSON logs keep Fastify's request lines.
    ...(text ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionTimeout: requestTimeoutMs + keepAliveTimeoutMs,
    http: { headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs), connectionsCheckingInterval: 1000 },
    clientErrorHandler,
    // Fastify answers these before any hook runs, so helmet's hook never sees them.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply.raw);
      return frameworkErrorHandler(error, request, reply);
    },
  };
}

/** A hop count becomes the function Fastify's types ask for; lists and booleans pass through. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
