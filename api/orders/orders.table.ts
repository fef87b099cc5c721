import type { ColumnType, Generated } from 'kysely';
import type { ItemCategory } from '../catalogue/items.table';

export interface CartItemsTable {
  user_id: number;
  /** items.id */
  item_id: number;
  /** Always 1 (spec §9: the quantity added is 1). */
  count: ColumnType<number, number | undefined, number>;
  /** Unix seconds. */
  added_at: number;
}

export type OrderStatus = 'processing' | 'success' | 'error';

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  status: OrderStatus;
  /** EUR cents charged. */
  total_cents: number;
  /** The display currency of the purchase and its rate (units per 1 EUR) at that moment. */
  currency: string;
  currency_rate: number;
  trade_link: string;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
  /** Grows with every change of the order or its trade offers (an open order page waits on it). */
  version: ColumnType<number, number | undefined, number>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  /** items.id */
  item_id: number;
  title: string;
  img_url: string;
  category: ItemCategory;
  /** EUR cents charged for this item. */
  price_cents: number;
}
