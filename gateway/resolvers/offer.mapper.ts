import { upstreamFailure } from '../errors';
import type { InventoryItemAnswer, OfferHistoryEntry } from '../../contract/offers.contract';
import type { OfferStatus, ResolversParentTypes, SellTradeState } from '../generated/resolvers-types';
import { categoryFromRest } from './catalogue.mapper';

// REST's offer rows and inventory items (contract/offers.contract.ts) as the schema's camelCase types.

const STATUSES: readonly OfferStatus[] = [
  'NEW',
  'OFFER',
  'APPROVED',
  'READY_FOR_PAYOUT',
  'PAYOUT_PENDING',
  'PAID',
  'DECLINED_BY_USER',
  'DECLINED_BY_SERVICE',
  'PAYOUT_FAILED',
  'RECEIVED',
  'TRADE_FAILED',
  'REVERSED',
  'CANCELLED',
  'EXPIRED',
];
const TRADE_STATES: readonly SellTradeState[] = ['QUEUED', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED', 'FAILED', 'REVERSED'];

/** A status or trade state the schema does not know is an API the gateway does not speak: the upstream failure. */
function known<T extends string>(value: string, values: readonly T[]): T {
  const upper = value.toUpperCase() as T;
  if (!values.includes(upper)) throw upstreamFailure();
  return upper;
}

export const offerStatusFromRest = (status: string): OfferStatus => known(status, STATUSES);

function toTrade(trade: OfferHistoryEntry['trade']): ResolversParentTypes['SellTrade'] | null {
  if (!trade) return null;
  return {
    state: known(trade.state, TRADE_STATES),
    botName: trade.bot_name,
    code: trade.code,
    offerUrl: trade.offer_url,
    sentAt: trade.sent_at,
    acceptedAt: trade.accepted_at,
  };
}

export function toOffer(offer: OfferHistoryEntry): ResolversParentTypes['Offer'] {
  return {
    id: String(offer.id),
    title: offer.title,
    quality: offer.quality,
    userPrice: { amount: offer.user_price, currency: offer.currency },
    servicePrice: offer.service_price === null ? null : { amount: offer.service_price, currency: offer.currency },
    status: offerStatusFromRest(offer.status),
    createdAt: offer.date_time,
    itemUrl: offer.item_url,
    payout: offer.payout && {
      method: offer.payout.method === 'iban' ? 'IBAN' : 'CARD',
      maskedIban: offer.payout.masked_iban ?? null,
      status: offer.payout.status,
      message: offer.payout.message ?? null,
    },
    // Issue 26; an API from before it leaves them out.
    assetId: offer.asset_id ?? null,
    appId: offer.app_id ?? null,
    floatValue: offer.float_value ?? null,
    paintSeed: offer.paint_seed ?? null,
    quoteExpiresAt: offer.quote_expires_at ?? null,
    trade: toTrade(offer.trade ?? null),
    payoutUnlocksAt: offer.payout_unlocks_at ?? null,
  };
}

export function toInventoryItem(item: InventoryItemAnswer, currency: string): ResolversParentTypes['InventoryItem'] {
  return {
    assetId: item.asset_id,
    appId: item.app_id,
    category: categoryFromRest(item.category),
    title: item.title,
    quality: item.quality,
    imgUrl: item.img_url,
    floatValue: item.float_value,
    paintSeed: item.paint_seed,
    stickers: item.stickers,
    tradable: item.tradable,
    tradableAfter: item.tradable_after,
    instantPrice: item.instant_price === null ? null : { amount: item.instant_price, currency },
    sharePercent: item.share_percent,
  };
}
