import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { dayOf } from '../prices/price-history';
import { priceHistoryOf } from '../prices/price-history.repository';
import { copiesOnSale, findReferencePrice, findSetPrice, isKnownMarketName, marketNamesLike } from './market-prices.repository';

/** How many market names one search answers, and how many days of history each carries. */
const NAMES = 50;
const HISTORY_DAYS = 90;

export interface MarketPriceRow {
  market_name: string;
  /** EUR cents: the operator's price for the name (item_prices), else the lowest copy on sale; null when neither. */
  price_cents: number | null;
  /** EUR cents: the operator's price, null when none was set (copies keep the price they were listed at). */
  set_price_cents: number | null;
  lowest_price_cents: number | null;
  on_sale: number;
  reference_price_cents: number | null;
  /** The shop's lowest listed price per UTC day, oldest first. */
  history: { at: string; price_cents: number }[];
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The console's prices screen (issue 43): market names by a part of their name, with what the shop knows of each. */
export async function searchMarketPrices(db: Kysely<Database>, query: string): Promise<MarketPriceRow[]> {
  const pattern = likePattern(query.trim());
  const names = await marketNamesLike(db, pattern, NAMES);
  const from = dayOf(Date.now() - HISTORY_DAYS * 86_400_000);
  const rows: MarketPriceRow[] = [];
  for (const { title } of names) rows.push(await marketPrice(db, title, from));
  return rows;
}

/** One market name as the prices screen shows it; undefined when the shop knows nothing of it. */
export async function findMarketPrice(db: Kysely<Database>, title: string): Promise<MarketPriceRow | undefined> {
  return (await isKnownMarketName(db, title)) ? marketPrice(db, title, dayOf(Date.now() - HISTORY_DAYS * 86_400_000)) : undefined;
}

async function marketPrice(db: Kysely<Database>, title: string, fromDay: string): Promise<MarketPriceRow> {
  const onSale = await copiesOnSale(db, title);
  const set = await findSetPrice(db, title);
  const reference = await findReferencePrice(db, title);
  const history = await priceHistoryOf(db, title, fromDay);
  const lowest = onSale.lowest == null ? null : Number(onSale.lowest);
  const setPrice = set ? Number(set.price_cents) : null;
  return {
    market_name: title,
    price_cents: setPrice ?? lowest,
    set_price_cents: setPrice,
    lowest_price_cents: lowest,
    on_sale: Number(onSale.n),
    reference_price_cents: reference ? Number(reference.price_cents) : null,
    history: history.map((day) => ({ at: day.day, price_cents: Number(day.price_cents) })),
  };
}
