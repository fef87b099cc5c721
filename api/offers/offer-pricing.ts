import type { Kysely } from 'kysely';
import type { ConfigVariable } from '../config';
import type { Database } from '../db/database';
import { findSetPrices } from '../admin/market-prices.repository';
import { latestCopyPrices } from '../catalogue/items.repository';

/** Selling to the shop by trade (issue 26): what the shop pays at once and for how long a price holds. */
export interface OfferPricingConfig {
  /** The shop pays this percent of what it sells an item of the same name for. */
  buyPercent: number;
  /** EUR cents: above this a person prices the offer (0: a person prices every offer). */
  autoQuoteMaxCents: number;
  /** How long a price (at once or an operator's) can be accepted. */
  quoteMinutes: number;
}

export const offerPricingVariables: readonly ConfigVariable[] = [
  { name: 'OFFER_BUY_PERCENT', default: '70', description: 'Issue 26: an offer for an item the shop sells is priced at once at this percent of its sell price (1–100).' },
  {
    name: 'OFFER_AUTO_QUOTE_MAX',
    default: '200',
    description: 'Issue 26: EUR; an offer the rule would price above this (or one the rule does not cover) waits for `ops offers:quote`; 0 prices nothing at once.',
  },
  { name: 'OFFER_QUOTE_MINUTES', default: '1440', description: "Issue 26: minutes the shop's price (at once or an operator's) can be accepted; later the offer expires." },
];

export function readOfferPricingConfig(read: (name: string) => string, problems: string[]): OfferPricingConfig {
  const whole = (name: string, digits: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = read(name);
    if (!new RegExp(`^\\d{1,${digits}}$`).test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${Math.min(max, 10 ** digits - 1)} (got "${raw}")`);
    }
    return Number(raw);
  };
  return {
    buyPercent: whole('OFFER_BUY_PERCENT', 3, 1, 100),
    autoQuoteMaxCents: whole('OFFER_AUTO_QUOTE_MAX', 7, 0) * 100,
    quoteMinutes: whole('OFFER_QUOTE_MINUTES', 6, 1),
  };
}

/** The shop's price at once for a market name and the sell price it is a share of, both in EUR cents. */
export interface InstantQuote {
  cents: number;
  sellCents: number;
}

/** The instant price as a whole percent of the shop's own sell price for the name ("62% of our price"). */
export const shareOfSellPrice = (quote: InstantQuote) => Math.round((quote.cents * 100) / quote.sellCents);

/**
 * The shop's price in EUR cents for each market name it prices at once: the operator's sell price for
 * the name (item_prices), else what the catalogue last listed it at, times buyPercent, rounded down.
 * A name without either, or priced above autoQuoteMaxCents, is left out (a person prices it).
 */
export async function instantQuotes(db: Kysely<Database>, pricing: OfferPricingConfig, names: string[]): Promise<Map<string, InstantQuote>> {
  const quotes = new Map<string, InstantQuote>();
  const unique = [...new Set(names)];
  if (unique.length === 0 || pricing.autoQuoteMaxCents === 0) return quotes;
  const rules = await findSetPrices(db, unique);
  const sellPrice = new Map(rules.map((rule) => [rule.title, Number(rule.price_cents)]));
  const rest = unique.filter((name) => !sellPrice.has(name));
  if (rest.length > 0) {
    for (const copy of await latestCopyPrices(db, rest)) sellPrice.set(copy.title, Number(copy.price));
  }
  for (const [name, sell] of sellPrice) {
    const price = Math.floor((sell * pricing.buyPercent) / 100);
    if (price > 0 && price <= pricing.autoQuoteMaxCents) quotes.set(name, { cents: price, sellCents: sell });
  }
  return quotes;
}

/** instantQuotes' prices alone. */
export async function instantPrices(db: Kysely<Database>, pricing: OfferPricingConfig, names: string[]): Promise<Map<string, number>> {
  return new Map([...(await instantQuotes(db, pricing, names))].map(([name, quote]) => [name, quote.cents]));
}
