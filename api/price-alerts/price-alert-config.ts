import type { ConfigVariable } from '../config';

/** The wishlist (issue 27): how often alerts are checked against the catalogue. */
export interface PriceAlertConfig {
  /** Seconds between looks at the catalogue's version; a change checks every armed alert. */
  checkSeconds: number;
}

export const priceAlertConfigVariables: readonly ConfigVariable[] = [
  {
    name: 'PRICE_ALERT_CHECK_SECONDS',
    default: '30',
    description: "Issue 27: seconds between looks at the catalogue for price alerts (any shop process's or npm run ops's listings and repricings); a saved alert is checked at once.",
  },
];

export function readPriceAlertConfig(read: (name: string) => string, problems: string[]): PriceAlertConfig {
  const raw = read('PRICE_ALERT_CHECK_SECONDS');
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) problems.push(`PRICE_ALERT_CHECK_SECONDS must be a whole number of seconds, at least 1 (got "${raw}")`);
  return { checkSeconds: Number(raw) };
}
