import { readFileSync } from 'node:fs';
import { chmod, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { inspect } from 'node:util';
import SteamID from 'steamid';
import type { SteamBotOptions } from './steam-trade-bot';

/**
 * The operator's bots file, JSON:
 *
 *   { "bots": [ { "name": "Shop bot 1", "accountName": "shopbot1", "steamId": "76561198…",
 *                 "identitySecret": "<base64 from the authenticator>", "refreshToken": "<MobileApp JWT>" } ] }
 *
 * Each bot has a refreshToken (preferred: the session renews itself) or `cookies` (["steamLoginSecure=…",
 * "sessionid=…"]), never both. Errors name the bot and field but never echo a secret's value.
 */
export class SteamBotsFileError extends Error {
  constructor(
    readonly path: string,
    readonly errors: string[],
  ) {
    super(`Steam bots file ${path} is not usable:\n- ${errors.join('\n- ')}`);
    this.name = 'SteamBotsFileError';
  }
}

const FIELDS = new Set(['name', 'accountName', 'steamId', 'identitySecret', 'refreshToken', 'cookies']);
const SECRETS = ['identitySecret', 'refreshToken', 'cookies'] as const;

export function loadSteamBots(path: string): SteamBotOptions[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new SteamBotsFileError(path, [`cannot read it (${(err as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text around the mistake, which may be a secret.
    throw new SteamBotsFileError(path, ['it is not valid JSON']);
  }
  const list = (data as { bots?: unknown } | null)?.bots;
  if (!Array.isArray(list) || list.length === 0) throw new SteamBotsFileError(path, ['it needs a non-empty "bots" array']);

  const errors: string[] = [];
  const bots = list.map((entry, index) => checkBot(entry, `bots[${index}]`, errors));
  for (const key of ['name', 'accountName', 'steamId'] as const) {
    const seen = new Set<string>();
    for (const bot of bots) {
      if (bot && seen.has(bot[key])) errors.push(`two bots have the ${key} "${bot[key]}"`);
      if (bot) seen.add(bot[key]);
    }
  }
  if (errors.length > 0) throw new SteamBotsFileError(path, errors);
  return bots.map((bot) => redacted(bot!));
}

function checkBot(entry: unknown, at: string, errors: string[]): SteamBotOptions | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    errors.push(`${at}: must be an object`);
    return null;
  }
  const bot = entry as Record<string, unknown>;
  const before = errors.length;
  const fail = (field: string, why: string) => errors.push(`${at}.${field}: ${why}`);
  for (const key of Object.keys(bot)) if (!FIELDS.has(key)) fail(key, 'is not a known field');

  const text = (field: string) => (typeof bot[field] === 'string' ? (bot[field] as string).trim() : '');
  if (!text('name') || text('name').length > 64) fail('name', 'must be 1 to 64 characters');
  if (!/^[A-Za-z0-9_]{3,64}$/.test(text('accountName'))) fail('accountName', 'must be the Steam login name (letters, digits, _)');
  const steamId = text('steamId');
  if (!isIndividualSteamId(steamId)) fail('steamId', 'must be the account\'s SteamID64 as a string (17 digits, 7656119…)');
  const secret = Buffer.from(text('identitySecret'), 'base64');
  if (!/^[A-Za-z0-9+/]+=*$/.test(text('identitySecret')) || secret.length !== 20) {
    fail('identitySecret', 'must be the authenticator\'s identity_secret (base64 of 20 bytes)');
  }

  const hasToken = bot.refreshToken !== undefined;
  const hasCookies = bot.cookies !== undefined;
  if (hasToken === hasCookies) fail('refreshToken', 'give exactly one of refreshToken or cookies');
  if (hasToken) {
    const why = refreshTokenProblem(text('refreshToken'), steamId);
    if (why) fail('refreshToken', why);
  }
  if (hasCookies) {
    const cookies = bot.cookies;
    const secure = Array.isArray(cookies) ? cookies.find((c) => typeof c === 'string' && c.startsWith('steamLoginSecure=')) : undefined;
    if (!Array.isArray(cookies) || !cookies.every((c) => typeof c === 'string')) fail('cookies', 'must be an array of "name=value" strings');
    else if (!secure || !decodeURIComponent(secure.slice('steamLoginSecure='.length)).startsWith(`${steamId}||`)) {
      fail('cookies', 'needs the steamLoginSecure cookie of this steamId');
    }
  }
  if (errors.length > before) return null;
  return {
    name: text('name'),
    accountName: text('accountName'),
    steamId,
    identitySecret: text('identitySecret'),
    ...(hasToken ? { refreshToken: text('refreshToken') } : { cookies: bot.cookies as string[] }),
  };
}

function isIndividualSteamId(value: string): boolean {
  if (!/^7656119\d{10}$/.test(value)) return false;
  try {
    const id = new SteamID(value);
    return id.isValidIndividual();
  } catch {
    return false;
  }
}

/** Why a refresh token is unusable (a readable reason, never its content), or null. */
function refreshTokenProblem(token: string, steamId: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return 'must be a Steam refresh token (a JWT: three dot-separated parts)';
  let claims: { sub?: unknown; aud?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return 'must be a Steam refresh token (its middle part is not base64url JSON)';
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [];
  if (!audience.includes('derive')) return 'is an access token, not a refresh token';
  if (!audience.includes('mobile')) return 'must be a MobileApp refresh token (audience "mobile")';
  if (claims.sub !== steamId) return 'belongs to another account than steamId';
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return 'has expired: log the bot in again';
  return null;
}

/** The bot with its secrets hidden from JSON.stringify and console.log / util.inspect. */
function redacted(bot: SteamBotOptions): SteamBotOptions {
  const safe = () => Object.fromEntries(Object.entries(bot).map(([k, v]) => [k, (SECRETS as readonly string[]).includes(k) ? '[secret]' : v]));
  Object.defineProperty(bot, 'toJSON', { value: safe, enumerable: false });
  Object.defineProperty(bot, inspect.custom, { value: safe, enumerable: false });
  return bot;
}

/**
 * Puts a refresh token Steam renewed into the bots file in place of the bot's old one (which Steam no
 * longer takes), keeping every other field and the file's permissions: written beside it and renamed
 * over it, so a crash leaves the old file or the new one, never half of one.
 */
export async function saveRefreshToken(path: string, botName: string, refreshToken: string): Promise<void> {
  const data = JSON.parse(await readFile(path, 'utf8')) as { bots: Record<string, unknown>[] };
  const bot = data.bots.find((entry) => typeof entry.name === 'string' && entry.name.trim() === botName);
  if (!bot) throw new Error(`the bots file has no bot named ${botName} any more`);
  bot.refreshToken = refreshToken;
  const mode = (await stat(path)).mode & 0o777;
  const next = `${path}.${process.pid}.renewed`;
  await writeFile(next, `${JSON.stringify(data, null, 2)}\n`, { mode });
  await chmod(next, mode);
  await rename(next, path);
}
