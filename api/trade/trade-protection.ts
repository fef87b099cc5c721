const DAY = 86400;
/** Steam's trade day ends at 07:00 GMT: cooldowns and trade protection end on that hour. */
const STEAM_DAY_ENDS_AT = 7 * 3600;

/**
 * Until when an accepted trade can still be reversed where Steam did not say it on an item (a
 * delivery's items are in the buyer's owner-only inventory): `seconds` after `acceptedAt`, then on to
 * the next 07:00 GMT, the hour Steam ends its protection on ("… until Apr 13, 2026 (7:00:00) GMT"), so
 * the last look for a reversal comes after Steam's end, never before it. A period shorter than a day (a
 * test's TRADE_PROTECTION_SECONDS) is taken as it is.
 */
export function assumedProtectionEnd(acceptedAt: number, seconds: number): number {
  const end = acceptedAt + seconds;
  if (seconds < DAY) return end;
  const lastDayEnd = Math.floor((end - STEAM_DAY_ENDS_AT) / DAY) * DAY + STEAM_DAY_ENDS_AT;
  return lastDayEnd === end ? end : lastDayEnd + DAY;
}
