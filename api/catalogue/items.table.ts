import type { ColumnType, Generated, Insertable } from 'kysely';

export type ItemCategory = 'cs2' | 'dota2';

/**
 * 'available' is on sale; 'sold' is off sale (listings, counts, filter data, similar items leave it
 * out): bought, or its asset left its bot unsold (`gone_at`).
 */
export type ItemStatus = 'available' | 'sold';

export interface ItemsTable {
  id: Generated<number>;
  /** Stable external id, e.g. "730_4821190733". */
  item_id: string;
  title: string;
  category: ItemCategory;
  type: string;
  /** Rarity. */
  quality: string;
  exterior: string | null;
  hero: string | null;
  class: string;
  // Lower-cased copies (computed in JS) so filters are case-insensitive and indexable on both databases.
  type_key: string;
  quality_key: string;
  exterior_key: string | null;
  hero_key: string | null;
  class_key: string;
  search_text: string;
  /** EUR cents. */
  price: number;
  /** EUR cents; 0 when there is none. */
  old_price: number;
  description: string;
  is_new: number;
  best_seller: number;
  /** Unix seconds. */
  created_at: number;
  status: ColumnType<ItemStatus, ItemStatus | undefined, ItemStatus>;
  /** The trade bot holding it and its Steam asset (issue 25); null for an item no bot holds (delivered by hand). */
  bot_name: ColumnType<string | null, string | null | undefined, string | null>;
  asset_id: ColumnType<string | null, string | null | undefined, string | null>;
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  instance_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** CS2: wear (0..1), pattern seed and sticker names (JSON array), as Steam's inventory reports them. */
  float_value: ColumnType<number | null, number | null | undefined, number | null>;
  paint_seed: ColumnType<number | null, number | null | undefined, number | null>;
  stickers: ColumnType<string | null, string | null | undefined, string | null>;
  /** Unix seconds Steam's trade lock ends: listed, but not for sale before. */
  tradable_after: ColumnType<number | null, number | null | undefined, number | null>;
  /** Unix seconds its asset left the bot unsold (off sale until it comes back). */
  gone_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The operator's price for a market name: a new asset of that name is listed at it. */
export interface ItemPricesTable {
  title: string;
  /** EUR cents. */
  price_cents: number;
  updated_at: number;
}

/** An item's description in a language besides English, by the item's title (its market name). */
export interface ItemDescriptionsTable {
  title: string;
  lang_id: number;
  description: string;
}

export type NewItemRow = Insertable<ItemsTable>;

/** An item as callers create it; the repository derives the lower-cased key columns. */
export type NewItem = Omit<NewItemRow, 'type_key' | 'quality_key' | 'exterior_key' | 'hero_key' | 'class_key' | 'search_text'>;
