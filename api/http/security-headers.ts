import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ApiConfig } from '../config';

/** Where the Steam Web API's avatar URLs point (profile avatars of Steam sign-ins). */
const STEAM_AVATAR_ORIGINS = ['https://avatars.steamstatic.com', 'https://avatars.akamai.steamstatic.com', 'https://avatars.cloudflare.steamstatic.com'];

/**
 * The Content-Security-Policy the built web app runs under: its own scripts only (no eval, no inline
 * script), inline styles because Mantine injects <style> tags at run time, images from the shop and
 * the configured image host and Steam's avatar hosts, no framing by anyone.
 */
export function contentSecurityPolicy(config: Pick<ApiConfig, 'imageHost' | 'publicUrl'>): Record<string, string[]> {
  const imageOrigin = /^https?:\/\//.test(config.imageHost) ? [new URL(config.imageHost).origin] : [];
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...imageOrigin, ...STEAM_AVATAR_ORIGINS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Over plain http (a local shop) upgrading would break every request.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

type HeaderConfig = Pick<ApiConfig, 'imageHost' | 'publicUrl'>;

/**
 * CSP, nosniff, Referrer-Policy, X-Frame-Options; Strict-Transport-Security only when the shop's
 * public URL is https, since a browser would otherwise refuse a plain-http shop for a year.
 */
function helmetOptions(config: HeaderConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // The shop loads images from its own host or IMAGE_HOST without CORP headers of their own.
    crossOriginEmbedderPolicy: false,
  };
}

/** Security headers on every response of the server it is registered on (helmet is global). */
export async function registerSecurityHeaders(app: FastifyInstance, config: HeaderConfig) {
  // @fastify/helmet's types come from helmet's CommonJS declarations, ours from its ESM ones: same shape.
  await app.register(fastifyHelmet, { global: true, ...(helmetOptions(config) as FastifyHelmetOptions) });
}

/** The same headers on a raw response, for the answers Fastify sends before any hook runs (a malformed URL). */
export function securityHeadersSetter(config: HeaderConfig): (response: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (response) => middleware({} as IncomingMessage, response, () => undefined);
}
