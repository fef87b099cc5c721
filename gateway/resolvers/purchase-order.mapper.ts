import type { DeliveryAnswer, PurchaseHistoryEntry, PurchaseOrderAnswer } from '../../contract/purchases.contract';
import type { DeliveryState, PurchaseStatus, ResolversParentTypes } from '../generated/resolvers-types';
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
    })),
    deliveries: (order.deliveries ?? []).map(toDelivery),
  };
}
