import type { ColumnType, Generated, Insertable } from 'kysely';

export type ItemCategory = 'cs2' | 'dota2';

/** A sold item leaves the catalogue (listings, counts, filter data, similar items). */
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
