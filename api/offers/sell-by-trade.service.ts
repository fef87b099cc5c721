import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { transact, type ServiceContext } from '../lib/service-context';
import { requireProvenSteamId, tradePartnerOf } from '../accounts/trade-partner';
import { findUserById, type UserRow } from '../accounts/users.repository';
import { ApiError, notFound } from '../http/api-error';
import { minorToWireAmount, toDisplayMinor } from '../lib/money';
import { nowSeconds } from '../lib/secrets';
import { TradeBotRefused, type BotAsset, type TradeBot } from '../trade/trade-bot';
import { botWithMostRoom } from '../trade/offer-slots';
import type { InventoryItemAnswer, OfferSoldAnswer, SellNowRequest } from '../../contract/offers.contract';
import { instantPrices, instantQuotes, shareOfSellPrice } from './offer-pricing';
import { FILL_ALL_FIELDS, MISSING_OFFER_ID, OFFER_NOT_FOUND, offerIdOf, offerPriceMinor, requireFields, wrongStatus } from './offer-rules';
import { findOffer, insertOffer, offerOfAssetAtPrice, offerOfAssetIn, setOfferStatus } from './offers.repository';
import type { OffersTable, OfferStatus } from './offers.table';
import { latestSellTrades, queueSellTrade } from './sell-trades.repository';
import { createSellerInventories, type SellerInventories } from './seller-inventories';
import { lockUser } from '../db/locks.repository';
import { exteriorOfName } from '../catalogue/exterior-wear';

export const INVENTORY_UNAVAILABLE_MESSAGE = 'Your Steam inventory cannot be loaded right now. Please try again later or enter the item by hand.';
export const INVENTORY_PRIVATE_MESSAGE = 'Your Steam inventory is private. Make it public on Steam, or enter the item by hand.';
export const NOT_IN_INVENTORY = 'This item is not in your Steam inventory.';
export const TRADE_HOLD = 'This item is under a Steam trade hold and cannot be sold yet.';
export const APP_ID_MESSAGE = 'The game must be 730 (CS2) or 570 (Dota 2).';
export const ALREADY_OFFERED = 'This item is already in one of your offers.';
export const QUOTE_EXPIRED_MESSAGE = 'Our price has expired. Please send the offer again for a new price.';
/** Issue 45: the instant price the seller saw is not the shop's price any more (nothing is sold). */
export const QUOTE_CHANGED_MESSAGE = 'Our price for this item has changed. Please check the new price and sell again.';
export const NO_BOT_MESSAGE = 'No trade bot is available right now. Please try again later.';
export const TRADE_RETRY_MESSAGE = 'We will send you the trade offer again.';
export const OFFER_CANCELLED_MESSAGE = 'Offer cancelled.';

/** Statuses in which an asset is still on its way to the shop (a second offer for it is refused). */
const OPEN_STATUSES: OfferStatus[] = ['new', 'offer', 'approved', 'received', 'trade_failed'];
/** Issue 45: an asset sold in one step is in one of these; selling it again at that price answers that offer. */
const SOLD_STATUSES: OfferStatus[] = ['approved', 'received', 'ready_for_payout'];

/** The spec's quality for a market name: its exterior in brackets, else Not Painted. */
export const qualityOf = (marketName: string) => exteriorOfName(marketName) ?? 'Not Painted';

/** Where the seller's item is seen on Steam (the spec's item_url). */
const inventoryUrl = (steamId: string, asset: Pick<BotAsset, 'appId' | 'contextId' | 'assetId'>) =>
  `https://steamcommunity.com/profiles/${steamId}/inventory/#${asset.appId}_${asset.contextId}_${asset.assetId}`;

type OfferRow = Selectable<OffersTable>;

/**
 * Selling to the shop by trade (issue 26): the seller's inventory with the shop's price at once, an
 * offer tied to one asset, and the trade offer a bot sends asking for it once the price is accepted.
 * Each step needs the Steam ID Steam sign-in proved (issue 41): a typed one could be someone else's.
 */
export function createSellByTradeService(context: ServiceContext, bots: ReadonlyMap<string, TradeBot>, inventories: SellerInventories = createSellerInventories(bots)) {
  const { db, currencies, config } = context;
  const pricing = config.offerPricing;

  /** The bot that asks for an offer's skin: the shop's bot with the most room (free offer slots, then fewest items). */
  const botFor = (executor: Kysely<Database> = db) => botWithMostRoom(executor, [...bots.keys()]);

  async function sellerInventory(steamId: string): Promise<BotAsset[]> {
    try {
      return await inventories.get(steamId);
    } catch (error) {
      if (error instanceof TradeBotRefused) throw new ApiError('INVENTORY_UNAVAILABLE', INVENTORY_PRIVATE_MESSAGE);
      throw new ApiError('INVENTORY_UNAVAILABLE', INVENTORY_UNAVAILABLE_MESSAGE);
    }
  }

  const imageUrl = (path: string | null | undefined) => {
    if (!path) return null;
    return /^https?:\/\//.test(path) ? path : `${config.imageHost.replace(/\/+$/, '')}/${path}`;
  };

  return {
    /** The seller's CS2 and Dota 2 items, tradable first, each with the shop's price at once where it has one. */
    async inventory(user: UserRow, currencyCode: string | undefined): Promise<InventoryItemAnswer[]> {
      const steamId = requireProvenSteamId(user);
      const currency = await currencies.resolve(currencyCode);
      const assets = await sellerInventory(steamId);
      const quotes = await instantQuotes(db, pricing, assets.map((asset) => asset.marketName));
      return assets
        .filter((asset) => asset.marketName !== '')
        .sort((a, b) => Number(b.tradable) - Number(a.tradable))
        .map((asset) => {
          const quote = quotes.get(asset.marketName);
          const shown = quote === undefined ? 0 : toDisplayMinor(quote.cents, currency.value);
          return {
            asset_id: asset.assetId,
            app_id: asset.appId,
            category: asset.appId === 730 ? ('cs2' as const) : ('dota2' as const),
            title: asset.marketName,
            quality: qualityOf(asset.marketName),
            img_url: imageUrl(asset.iconUrl),
            float_value: asset.float,
            paint_seed: asset.paintSeed,
            stickers: asset.stickers,
            tradable: asset.tradable,
            tradable_after: asset.tradableAfter,
            instant_price: shown > 0 ? minorToWireAmount(shown) : null,
            share_percent: shown > 0 && quote ? shareOfSellPrice(quote) : null,
          };
        });
    },

    /**
     * An offer for one of the seller's assets at their price: `offer` at once (valid OFFER_QUOTE_MINUTES)
     * when the pricing rule covers it, else `new` for an operator. The asset is read from Steam first.
     */
    async create(user: UserRow, body: { asset_id: string; app_id: number | null | undefined; price: unknown; currency: string | undefined }) {
      const priceMinor = offerPriceMinor(body.price);
      if (body.app_id !== 730 && body.app_id !== 570) throw new ApiError('VALIDATION_FAILED', APP_ID_MESSAGE, { app_id: [APP_ID_MESSAGE] });
      const steamId = requireProvenSteamId(user);
      const currency = await currencies.resolve(body.currency);
      const asset = (await sellerInventory(steamId)).find((a) => a.assetId === body.asset_id && a.appId === body.app_id);
      if (!asset) throw new ApiError('VALIDATION_FAILED', NOT_IN_INVENTORY, { asset_id: [NOT_IN_INVENTORY] });
      if (!asset.tradable) throw new ApiError('VALIDATION_FAILED', TRADE_HOLD, { asset_id: [TRADE_HOLD] });
      const cents = (await instantPrices(db, pricing, [asset.marketName])).get(asset.marketName);
      // A price that shows as 0.00 in the seller's currency is no price: an operator quotes it.
      const servicePrice = cents === undefined || toDisplayMinor(cents, currency.value) <= 0 ? null : toDisplayMinor(cents, currency.value);
      const now = nowSeconds();
      const id = await transact(context, async (tx) => {
        // Two creates for one asset at once: the second waits here and then sees the first's offer.
        await lockUser(tx, user.id);
        const open = await offerOfAssetIn(tx, user.id, asset, OPEN_STATUSES);
        if (open) throw new ApiError('OFFER_STATUS_CONFLICT', ALREADY_OFFERED);
        return insertOffer(tx, {
          user_id: user.id,
          title: asset.marketName,
          quality: qualityOf(asset.marketName),
          item_url: inventoryUrl(steamId, asset),
          currency: currency.code,
          user_price_minor: priceMinor,
          service_price_minor: servicePrice,
          status: servicePrice === null ? 'new' : 'offer',
          created_at: now,
          updated_at: now,
          asset_id: asset.assetId,
          app_id: asset.appId,
          float_value: asset.float,
          paint_seed: asset.paintSeed,
          quote_expires_at: servicePrice === null ? null : now + pricing.quoteMinutes * 60,
        });
      });
      const offer = (await findOffer(db, id))!;
      return {
        id,
        status: offer.status as 'new' | 'offer',
        service_price: offer.service_price_minor === null ? null : minorToWireAmount(Number(offer.service_price_minor)),
        quote_expires_at: offer.quote_expires_at === null ? null : Number(offer.quote_expires_at),
      };
    },

    /**
     * Issue 45, selling in one step: the asset sold at the instant price the seller saw, the offer
     * created accepted (its price, the trade link and a bot checked) and the bot's trade offer queued in
     * one transaction. A price that is not the shop's now is refused (409 QUOTE_EXPIRED, nothing sold);
     * the same call again (a double click, a retry after a lost answer) answers the offer it made.
     */
    async sellNow(user: UserRow, body: SellNowRequest): Promise<OfferSoldAnswer> {
      requireFields(body, ['asset_id', 'price'], FILL_ALL_FIELDS);
      const assetId = String(body.asset_id).trim();
      if (!/^\d{1,20}$/.test(assetId)) throw new ApiError('VALIDATION_FAILED', NOT_IN_INVENTORY, { asset_id: [NOT_IN_INVENTORY] });
      const priceMinor = offerPriceMinor(body.price);
      const appId = body.app_id;
      if (appId !== 730 && appId !== 570) throw new ApiError('VALIDATION_FAILED', APP_ID_MESSAGE, { app_id: [APP_ID_MESSAGE] });
      const steamId = requireProvenSteamId(user);
      const currency = await currencies.resolve(body.currency);
      const sold = (offer: { id: number | bigint }) => ({ id: Number(offer.id), status: 'approved' as const, service_price: minorToWireAmount(priceMinor), currency: currency.code });
      // A retry after the skin already left the inventory still finds its offer.
      const earlier = await soldOffer(db, user.id, assetId, appId, priceMinor, currency.code);
      if (earlier) return sold(earlier);

      const asset = (await sellerInventory(steamId)).find((a) => a.assetId === assetId && a.appId === appId);
      if (!asset) throw new ApiError('VALIDATION_FAILED', NOT_IN_INVENTORY, { asset_id: [NOT_IN_INVENTORY] });
      if (!asset.tradable) throw new ApiError('VALIDATION_FAILED', TRADE_HOLD, { asset_id: [TRADE_HOLD] });
      const cents = (await instantPrices(db, pricing, [asset.marketName])).get(asset.marketName);
      const quoted = cents === undefined ? 0 : toDisplayMinor(cents, currency.value);
      const now = nowSeconds();
      const id = await transact(context, async (tx) => {
        // Two sells of one asset at once: the second waits here and then answers the first's offer.
        await lockUser(tx, user.id);
        const same = await soldOffer(tx, user.id, assetId, appId, priceMinor, currency.code);
        if (same) return Number(same.id);
        if (quoted <= 0 || quoted !== priceMinor) throw new ApiError('QUOTE_EXPIRED', QUOTE_CHANGED_MESSAGE);
        const open = await offerOfAssetIn(tx, user.id, asset, OPEN_STATUSES);
        if (open) throw new ApiError('OFFER_STATUS_CONFLICT', ALREADY_OFFERED);
        const fresh = await findUserById(tx, user.id);
        if (!fresh) throw new ApiError('UNAUTHENTICATED', 'User not authenticated');
        const partner = tradePartnerOf(fresh, requireProvenSteamId(fresh));
        const offerId = await insertOffer(tx, {
          user_id: user.id,
          title: asset.marketName,
          quality: qualityOf(asset.marketName),
          item_url: inventoryUrl(steamId, asset),
          currency: currency.code,
          user_price_minor: priceMinor,
          service_price_minor: priceMinor,
          status: 'approved',
          created_at: now,
          updated_at: now,
          asset_id: asset.assetId,
          app_id: asset.appId,
          float_value: asset.float,
          paint_seed: asset.paintSeed,
          quote_expires_at: now + pricing.quoteMinutes * 60,
        });
        const botName = await botFor(tx);
        if (!botName) throw new ApiError('INVENTORY_UNAVAILABLE', NO_BOT_MESSAGE);
        await queueSellTrade(tx, { offerId, botName, partnerSteamId: partner.steamId, tradeLink: partner.tradeLink, now });
        return offerId;
      });
      context.nudgeJobs();
      return sold({ id });
    },

    /**
     * offer → approved for an offer tied to an asset: the seller's trade link must be theirs, the price
     * still valid (else the offer expires: 409 QUOTE_EXPIRED); a bot's trade offer asking for it is queued.
     */
    async accept(user: UserRow, offer: OfferRow) {
      await refuseExpired(user, offer);
      await queueTrade(user, offer, 'offer', 'accepted');
    },

    refuseExpired,

    /** trade_failed → approved with a new trade offer (under a new code). */
    async retry(user: UserRow, idValue: unknown) {
      const offer = await ownOffer(user, idValue);
      await queueTrade(user, offer, 'trade_failed', 'sent again');
    },

    /** trade_failed → cancelled. */
    async cancel(user: UserRow, idValue: unknown) {
      const offer = await ownOffer(user, idValue);
      await transact(context, async (tx) => {
        if (!(await setOfferStatus(tx, Number(offer.id), 'trade_failed', 'cancelled', nowSeconds(), { userId: user.id }))) {
          throw wrongStatus('cancelled', (await findOffer(tx, Number(offer.id)))?.status ?? offer.status);
        }
      });
    },

    /** What the history adds to each offer tied to an asset: its latest trade and when the payout unlocks. */
    async tradesOf(offerIds: number[]) {
      const trades = await latestSellTrades(db, offerIds);
      return new Map(
        trades.map((trade) => [
          Number(trade.offer_id),
          {
            trade: {
              state: trade.state,
              bot_name: trade.bot_name,
              code: trade.code,
              offer_url: trade.steam_offer_id === null || config.trade.bot !== 'steam' ? null : `${config.trade.steamCommunityUrl}/tradeoffer/${trade.steam_offer_id}/`,
              sent_at: trade.sent_at === null ? null : Number(trade.sent_at),
              accepted_at: trade.accepted_at === null ? null : Number(trade.accepted_at),
            },
            protectedUntil: trade.protected_until === null ? null : Number(trade.protected_until),
          },
        ]),
      );
    },
  };

  async function queueTrade(user: UserRow, offer: OfferRow, from: OfferStatus, action: string) {
    const id = Number(offer.id);
    const botName = await botFor();
    await transact(context, async (tx) => {
      const fresh = await findUserById(tx, user.id);
      if (!fresh) throw new ApiError('UNAUTHENTICATED', 'User not authenticated');
      const { steamId, tradeLink } = tradePartnerOf(fresh, requireProvenSteamId(fresh));
      if (!botName) throw new ApiError('INVENTORY_UNAVAILABLE', NO_BOT_MESSAGE);
      const now = nowSeconds();
      if (!(await setOfferStatus(tx, id, from, 'approved', now, { userId: user.id }))) {
        throw wrongStatus(action, (await findOffer(tx, id))?.status ?? offer.status);
      }
      await queueSellTrade(tx, { offerId: id, botName, partnerSteamId: steamId, tradeLink, now });
    });
    context.nudgeJobs();
  }

  /** A price accepted after quote_expires_at: the offer expires (committed) and the answer is 409 QUOTE_EXPIRED. */
  async function refuseExpired(user: UserRow, offer: OfferRow) {
    const now = nowSeconds();
    if (offer.status !== 'offer' || offer.quote_expires_at === null || now <= Number(offer.quote_expires_at)) return;
    await transact(context, (tx) => setOfferStatus(tx, Number(offer.id), 'offer', 'expired', now, { userId: user.id }));
    throw new ApiError('QUOTE_EXPIRED', QUOTE_EXPIRED_MESSAGE);
  }

  /** The seller's offer that sold this asset in one step at this price, if there is one still going. */
  function soldOffer(from: typeof db, userId: number, assetId: string, appId: number, priceMinor: number, currencyCode: string) {
    return offerOfAssetAtPrice(from, userId, { assetId, appId }, SOLD_STATUSES, { minor: priceMinor, currency: currencyCode });
  }

  async function ownOffer(user: UserRow, idValue: unknown): Promise<OfferRow> {
    const offer = await findOffer(db, offerIdOf(idValue, MISSING_OFFER_ID));
    if (!offer || offer.user_id !== user.id) throw notFound(OFFER_NOT_FOUND);
    return offer;
  }
}

export type SellByTradeService = ReturnType<typeof createSellByTradeService>;
