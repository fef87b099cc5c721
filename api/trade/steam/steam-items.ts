import type TradeOfferManager from 'steam-tradeoffer-manager';
import type { BotAsset, SteamAppId } from '../trade-bot';

type EconItem = TradeOfferManager.EconItem;

// CS2's asset_properties (the inventory endpoint's per-asset list): 1 "Pattern Template", 2 "Wear Rating",
// 6 "Item Certificate" (what the newer inspect action carries).
const PAINT_SEED = 1;
const CERTIFICATE = 6;
/** Where Steam serves an inventory item's picture (icon_url is its path). */
const STEAM_IMAGE_BASE = 'https://community.cloudflare.steamstatic.com/economy/image/';
const WEAR = 2;

/** One item of steamcommunity's getInventoryContents (of `ownerSteamId`'s inventory) as the port's BotAsset. */
export function toBotAsset(item: EconItem, appId: SteamAppId, ownerSteamId: string, now = new Date()): BotAsset {
  const property = (id: number) => (appId === 730 ? item.asset_properties?.find((p) => p.propertyid === id) : undefined);
  const float = Number(property(WEAR)?.float_value);
  const seed = Number(property(PAINT_SEED)?.int_value);
  const tradable = Boolean(item.tradable);
  const protectionEnd = appId === 730 ? protectedUntil(item, now) : null;
  return {
    appId,
    contextId: String(item.contextid),
    assetId: String(item.assetid),
    classId: String(item.classid),
    instanceId: String(item.instanceid ?? '0'),
    marketName: item.market_hash_name ?? '',
    tradable,
    tradableAfter: tradable ? null : tradableAfter(item, now),
    ...(protectionEnd !== null ? { protectedUntil: protectionEnd } : {}),
    float: Number.isFinite(float) && property(WEAR) ? float : null,
    paintSeed: Number.isInteger(seed) && property(PAINT_SEED) ? seed : null,
    stickers: appId === 730 ? stickerNames(item) : [],
    iconUrl: item.icon_url ? `${STEAM_IMAGE_BASE}${item.icon_url}` : null,
    inspectLink: appId === 730 ? inspectLink(item, ownerSteamId) : null,
  };
}

/**
 * CS2's "Inspect in Game…" action with its placeholders filled in: the older
 * `steam://rungame/730/…/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D…` or the newer
 * `steam://run/730//+csgo_econ_action_preview%20%propid:6%` (the item's certificate, asset property 6).
 * Null when Steam gives none, or a placeholder it cannot fill.
 */
export function inspectLink(item: EconItem, ownerSteamId: string): string | null {
  const link = item.actions?.find((action) => /^steam:\/\/(rungame|run)\/730\//.test(action.link ?? ''))?.link;
  if (!link) return null;
  const certificate = item.asset_properties?.find((p) => p.propertyid === CERTIFICATE)?.string_value ?? '';
  const filled = link
    .replace(/%owner_steamid%/g, ownerSteamId)
    .replace(/%assetid%/g, String(item.assetid))
    .replace(/%propid:6%/g, /^[0-9A-Fa-f]{1,400}$/.test(certificate) ? certificate : '%propid:6%');
  return filled.length > 500 || /%[a-z_]+(:\d+)?%/i.test(filled) ? null : filled;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * When a trade-locked item becomes tradable, in unix seconds. Steam says it only in text: an owner
 * description "Tradable/Marketable After Jul 11, 2025 (7:00:00) GMT" (older), "Tradable/Marketable After
 * 17 Jul @ 3:00am" (newer, no year: the next such date) or Dota 2's "Tradable After ...". Times are UTC
 * because steamcommunity sends the `timezoneOffset=0,0` cookie. Failing that, the cache_expiration or
 * item_expiration steamcommunity derived; null when Steam gives neither.
 */
export function tradableAfter(item: EconItem, now = new Date()): number | null {
  const protectionEnd = protectedUntil(item, now);
  if (protectionEnd !== null) return protectionEnd;
  for (const description of [...(item.owner_descriptions ?? []), ...(item.descriptions ?? [])]) {
    const text = /Tradable(?:\/Marketable)? After:?\s*(.+)$/i.exec(stripHtml(description.value ?? ''))?.[1];
    const at = text ? parseSteamDate(text, now) : null;
    if (at !== null) return at;
  }
  for (const iso of [item.cache_expiration, item.item_expiration]) {
    const at = iso ? Date.parse(iso) : NaN;
    if (!Number.isNaN(at)) return Math.floor(at / 1000);
  }
  return null;
}

/**
 * Until when CS2's trade protection holds the item (a trade can be reversed until then), as Steam tells
 * its owner: "⇆ This item is trade-protected and cannot be consumed, modified, or transferred until Apr
 * 13, 2026 (7:00:00) GMT" (or the newer "… until 17 Jul @ 3:00am", or a [date] tag); null when it does not.
 */
export function protectedUntil(item: EconItem, now = new Date()): number | null {
  for (const description of item.owner_descriptions ?? []) {
    const text = /trade-protected\b.*?\buntil:?\s*(.+)$/i.exec(stripHtml(description.value ?? ''))?.[1];
    const at = text ? parseSteamDate(text, now) : null;
    if (at !== null) return at;
  }
  return null;
}

function parseSteamDate(text: string, now: Date): number | null {
  const tagged = /^\[date\](\d{9,11})\[\/date\]/i.exec(text);
  if (tagged) return Number(tagged[1]);
  const dayFirst = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* @ (\d{1,2}):(\d{2})\s*(am|pm)/i.exec(text);
  if (dayFirst) {
    const [, day, month, hour, minute, meridian] = dayFirst;
    const monthIndex = MONTHS.indexOf(month!.toLowerCase());
    if (monthIndex < 0) return null;
    const hours = (Number(hour) % 12) + (meridian!.toLowerCase() === 'pm' ? 12 : 0);
    const at = (year: number) => Date.UTC(year, monthIndex, Number(day), hours, Number(minute)) / 1000;
    const thisYear = at(now.getUTCFullYear());
    return thisYear * 1000 >= now.getTime() ? thisYear : at(now.getUTCFullYear() + 1);
  }
  const monthFirst = /^([A-Za-z]{3})[a-z]* (\d{1,2}),? (\d{4})\s*\(?(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (monthFirst) {
    const [, month, day, year, hour, minute, second] = monthFirst;
    const monthIndex = MONTHS.indexOf(month!.toLowerCase());
    if (monthIndex < 0) return null;
    return Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second ?? 0)) / 1000;
  }
  return null;
}

/**
 * Sticker names in slot order from the "sticker_info" description: each sticker's image has the title
 * "Sticker: <name>"; older markup only lists them after the images as "Sticker: A, B, C".
 */
export function stickerNames(item: EconItem): string[] {
  const html = item.descriptions?.find((d) => d.name === 'sticker_info' || /id="sticker_info"/.test(d.value ?? ''))?.value;
  if (!html) return [];
  const titled = [...html.matchAll(/<img[^>]*\btitle="Sticker: ([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
  if (titled.length > 0) return titled;
  const listed = /<br>\s*Stickers?: ([^<]*)/i.exec(html)?.[1];
  return listed ? listed.split(', ').map((name) => decodeEntities(name.trim())).filter(Boolean) : [];
}

const stripHtml = (value: string) => value.replace(/<[^>]*>/g, '').trim();

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
