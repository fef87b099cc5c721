import type { Generated } from 'kysely';
import type { ItemCategory } from '../catalogue/items.table';

/** A customer's wish: e-mail me once when a copy of `title` is listed at or below `target_cents`. */
export interface PriceAlertsTable {
  id: Generated<number>;
  user_id: number;
  /** The market name watched (any copy of it). */
  title: string;
  category: ItemCategory;
  /** EUR cents. */
  target_cents: number;
  /** The currency code the customer saved it in: the e-mail shows prices in it. */
  currency: string;
  /** The language the e-mail is written in. */
  lang_id: number;
  /** Unix seconds. */
  created_at: number;
  /** Unix milliseconds of the last save: a check claims the alert only as it read it. */
  armed_at: number;
  /** Unix seconds the e-mail was queued; null while the alert waits. */
  notified_at: number | null;
  /** The copy (items.id) and its price in EUR cents the last e-mail named; kept when the alert is saved again. */
  notified_item_id: Generated<number | null>;
  notified_cents: Generated<number | null>;
}
