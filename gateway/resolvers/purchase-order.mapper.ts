import type { AppliedStickerAnswer } from '../../contract/items.contract';
import type { DeliveryAnswer, PurchaseHistoryEntry, PurchaseOrderAnswer } from '../../contract/purchases.contract';
import type { AppliedSticker, DeliveryState, PurchaseStatus, ResolversParentTypes } from '../generated/resolvers-types';
import { categoryFromRest } from './catalogue.mapper';

// REST's orders and their trade offers (issues 23, 25) as the schema's PurchaseOrder and Delivery.

export const STATUS_FROM_REST: Record<PurchaseHistoryEntry['status'], PurchaseStatus> = { Success: 'SUCCESS', Processing: 'PROCESSING', Error: 'ERROR' };

const STATE_FROM_REST: Record<DeliveryAnswer['state'], DeliveryState> = {
  queued: 'QUEUED',
  sent: 'SENT',
  escrow: 'ESCROW',
  accepted: 'ACCEPTED',
  declined: 'DECLINED',
  expired: 'EXPIRED',
  cancelled: 'CANCELLED',
  failed: 'FAILED',
  reversed: 'REVERSED',
  paused: 'PAUSED',
  manual: 'MANUAL',
};

export function toDelivery(delivery: DeliveryAnswer): ResolversParentTypes['Delivery'] {
  return {
    state: STATE_FROM_REST[delivery.state],
    code: delivery.code,
    botName: delivery.bot_name,
    offerId: delivery.offer_id,
    offerUrl: delivery.offer_url,
    holdUntil: delivery.hold_until,
    protectedUntil: delivery.protected_until,
    updatedAt: delivery.updated_at,
    expiresAt: delivery.expires_at ?? null,
    itemIds: delivery.item_ids.map(String),
  };
}

export function toPurchaseOrder(order: PurchaseOrderAnswer): ResolversParentTypes['PurchaseOrder'] & { __typename: 'PurchaseOrder' } {
  const currency = order.currency.code;
  return {
    __typename: 'PurchaseOrder',
    id: String(order.id),
    version: order.version,
    createdAt: order.created_at,
    status: STATUS_FROM_REST[order.status],
    total: { amount: order.total, currency },
    tradeLink: order.trade_link,
    items: order.items.map((item) => ({
      itemId: String(item.item_id),
      title: item.title,
      imgUrl: item.img_url,
      category: categoryFromRest(item.category),
      price: { amount: item.price, currency },
      ...toCopyFacts(item),
    })),
    deliveries: (order.deliveries ?? []).map(toDelivery),
  };
}

interface CopyFactsAnswer {
  float_value: number | null;
  paint_seed: number | null;
  stickers: AppliedStickerAnswer[];
  tradable_after: number | null;
}

/** Issue 45: a cart's or order's copy (float, pattern, stickers, trade lock) as the schema names it. */
export function toCopyFacts(item: CopyFactsAnswer) {
  return {
    floatValue: item.float_value,
    paintSeed: item.paint_seed,
    stickers: item.stickers.map((s): AppliedSticker => ({ name: s.name, slot: s.slot, kind: s.kind === 'charm' ? 'CHARM' : 'STICKER', wear: s.wear ?? null })),
    tradableAfter: item.tradable_after,
  };
}
