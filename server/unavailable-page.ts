import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../api/db/database-unavailable';

// What a browser opening a page gets while the database is away (issue 40): a page, not the API's JSON.
// It needs nothing the database holds (no translations, no settings), carries no script, and asks again
// by itself after Retry-After, so the customer lands on the page they asked for once the shop is back.
const PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}"><title>Back in a moment · Skin Shop</title>` +
  `<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0b0d12;color:#e9ecef;font-family:system-ui,sans-serif}` +
  `main{max-width:420px;margin:24px;padding:32px;border-radius:16px;background:#161a23;box-shadow:0 8px 32px rgba(0,0,0,.4)}` +
  `h1{font-size:22px;margin:0 0 12px}p{margin:0 0 12px;line-height:1.5;color:#ced4da}a{color:#fab005;font-weight:600}</style></head>` +
  `<body><main role="alert"><h1>Back in a moment</h1><p>The shop cannot load this page right now.</p>` +
  `<p>Nothing you did is lost. This page tries again by itself in a few seconds.</p><p><a href="">Try again now</a></p></main></body></html>`;

/** The 503 page, with Retry-After, never kept by a cache. */
export function sendUnavailablePage(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(PAGE);
}
