import SteamID from 'steamid';
import { contextOf, type FakeItem, type FakeOffer, type FakeTrade } from './fake-steam-world';

/** The JSON steamcommunity.com/inventory/<steamid>/<appid>/<ctx> answers for one page. */
export function inventoryPage(items: FakeItem[], appId: number, startAfter: string | null, count: number, contextId: '2' | '16' = '2') {
  const all = items.filter((item) => item.appId === appId && contextOf(item) === contextId);
  if (all.length === 0) return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
  const from = startAfter ? all.findIndex((item) => item.assetId === startAfter) + 1 : 0;
  const page = all.slice(from, from + count);
  const more = from + count < all.length;
  const descriptions = new Map<string, object>();
  for (const item of page) descriptions.set(`${item.classId}_${item.instanceId ?? '0'}`, description(item));
  // (A protected copy and a free one of a class share a description in the fake: tests give them distinct classes.)
  const properties = page.filter((item) => item.float !== undefined || item.paintSeed !== undefined || item.certificate !== undefined);
  return {
    assets: page.map((item) => ({ appid: appId, contextid: contextId, ...assetRef(item), amount: '1' })),
    descriptions: [...descriptions.values()],
    ...(appId === 730 && properties.length > 0
      ? {
          asset_properties: properties.map((item) => ({
            appid: 730,
            contextid: contextId,
            assetid: item.assetId,
            asset_properties: [
              ...(item.paintSeed !== undefined ? [{ propertyid: 1, int_value: String(item.paintSeed), name: 'Pattern Template' }] : []),
              ...(item.float !== undefined ? [{ propertyid: 2, float_value: String(item.float), name: 'Wear Rating' }] : []),
              ...(item.certificate !== undefined ? [{ propertyid: 6, string_value: item.certificate, name: 'Item Certificate' }] : []),
            ],
          })),
        }
      : {}),
    ...(more ? { more_items: 1, last_assetid: page[page.length - 1]!.assetId } : {}),
    total_inventory_count: all.length,
    success: 1,
    rwgrsn: -2,
  };
}

/** Steam's owner description of a trade-protected item (its date in GMT, as with `timezoneOffset=0,0`). */
export function protectionText(until: number): string {
  const d = new Date(until * 1000);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const time = `${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}:${String(d.getUTCSeconds()).padStart(2, '0')}`;
  return `⇆ This item is trade-protected and cannot be consumed, modified, or transferred until ${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()} (${time}) GMT`;
}

function description(item: FakeItem) {
  const isProtected = contextOf(item) === '16';
  const tradable = item.tradable !== false && !isProtected;
  const ownerDescriptions = [...(item.ownerDescriptions ?? []), ...(isProtected ? [protectionText(item.protectedUntil!)] : [])];
  const stickers = item.stickers ?? [];
  const stickerHtml =
    '<br><div id="sticker_info" name="sticker_info" title="Sticker" style="border: 2px solid rgb(102, 102, 102); border-radius: 6px; width=100; margin:4px; padding:8px;"><center>' +
    stickers.map((name) => `<img width=64 height=48 src="https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/x.png" title="Sticker: ${escapeHtml(name)}">`).join('') +
    `<br>Sticker: ${stickers.map(escapeHtml).join(', ')}</center></div>`;
  return {
    appid: item.appId,
    classid: item.classId,
    instanceid: item.instanceId ?? '0',
    currency: 0,
    background_color: '',
    icon_url: 'i0CoZ81Ui0m-fake',
    descriptions: [
      { type: 'html', value: 'Exterior: Field-Tested', name: 'exterior_wear' },
      ...(stickers.length > 0 ? [{ type: 'html', value: stickerHtml, name: 'sticker_info' }] : []),
    ],
    tradable: tradable ? 1 : 0,
    // As Steam describes a CS2 item: the inspect link with the owner and asset left for the client to fill,
    // or (newer) with asset property 6, the item's certificate.
    ...(item.appId === 730
      ? {
          actions: [
            item.certificate !== undefined
              ? { link: 'steam://run/730//+csgo_econ_action_preview%20%propid:6%', name: 'Inspect in Game...' }
              : { link: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D${item.assetId}0042`, name: 'Inspect in Game...' },
          ],
        }
      : {}),
    ...(ownerDescriptions.length > 0 ? { owner_descriptions: ownerDescriptions.map((value) => ({ type: 'html', value })) } : {}),
    name: item.marketName,
    market_name: item.marketName,
    market_hash_name: item.marketName,
    commodity: 0,
    market_tradable_restriction: 7,
    marketable: tradable ? 1 : 0,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const assetRef = (item: FakeItem) => ({ assetid: item.assetId, classid: item.classId, instanceid: item.instanceId ?? '0' });

/** CEcon_TradeOffer as IEconService returns it (to the bot: is_our_offer true). */
export function offerJson(offer: FakeOffer) {
  return {
    tradeofferid: offer.id,
    accountid_other: new SteamID(offer.partner.steamId).accountid,
    message: offer.message,
    expiration_time: offer.created + 14 * 86400,
    trade_offer_state: offer.state,
    items_to_give: offer.items.map((item) => ({ appid: item.appId, contextid: '2', ...assetRef(item), amount: '1', missing: offer.state === 3 })),
    items_to_receive: offer.receive.map((item) => ({ appid: item.appId, contextid: '2', ...assetRef(item), amount: '1', missing: offer.state === 3 })),
    is_our_offer: true,
    time_created: offer.created,
    time_updated: offer.updated,
    ...(offer.tradeId ? { tradeid: offer.tradeId } : {}),
    from_real_time_trade: false,
    escrow_end_date: offer.escrowEnds,
    confirmation_method: offer.state === 9 ? 2 : 0,
  };
}

/** One trade of IEconService/GetTradeStatus. */
export function tradeJson(trade: FakeTrade) {
  return {
    tradeid: trade.id,
    steamid_other: trade.partner.steamId,
    time_init: trade.timeInit,
    status: trade.status,
    assets_given: trade.items.map((item) => ({ appid: item.appId, contextid: '2', ...assetRef(item), amount: '1', new_assetid: item.assetId, new_contextid: '2' })),
    assets_received: trade.received.map(({ item, newAssetId }) => {
      const arrived = trade.arrived?.find((copy) => copy.assetId === newAssetId);
      const newContext = arrived?.protectedUntil !== undefined ? '16' : '2';
      return { appid: item.appId, contextid: '2', ...assetRef(item), amount: '1', new_assetid: newAssetId, new_contextid: newContext };
    }),
    ...(trade.rollbackTrade ? { rollback_trade: trade.rollbackTrade } : {}),
  };
}
