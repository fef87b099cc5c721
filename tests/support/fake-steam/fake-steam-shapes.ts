import SteamID from 'steamid';
import type { FakeItem, FakeOffer, FakeTrade } from './fake-steam-world';

/** The JSON steamcommunity.com/inventory/<steamid>/<appid>/<ctx> answers for one page. */
export function inventoryPage(items: FakeItem[], appId: number, startAfter: string | null, count: number) {
  const all = items.filter((item) => item.appId === appId);
  if (all.length === 0) return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
  const from = startAfter ? all.findIndex((item) => item.assetId === startAfter) + 1 : 0;
  const page = all.slice(from, from + count);
  const more = from + count < all.length;
  const descriptions = new Map<string, object>();
  for (const item of page) descriptions.set(`${item.classId}_${item.instanceId ?? '0'}`, description(item));
  const properties = page.filter((item) => item.float !== undefined || item.paintSeed !== undefined);
  return {
    assets: page.map((item) => ({ appid: appId, contextid: '2', ...assetRef(item), amount: '1' })),
    descriptions: [...descriptions.values()],
    ...(appId === 730 && properties.length > 0
      ? {
          asset_properties: properties.map((item) => ({
            appid: 730,
            contextid: '2',
            assetid: item.assetId,
            asset_properties: [
              ...(item.paintSeed !== undefined ? [{ propertyid: 1, int_value: String(item.paintSeed), name: 'Pattern Template' }] : []),
              ...(item.float !== undefined ? [{ propertyid: 2, float_value: String(item.float), name: 'Wear Rating' }] : []),
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

function description(item: FakeItem) {
  const tradable = item.tradable !== false;
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
    // As Steam describes a CS2 item: the inspect link with the owner and asset left for the client to fill.
    ...(item.appId === 730
      ? { actions: [{ link: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D${item.assetId}0042`, name: 'Inspect in Game...' }] }
      : {}),
    ...(item.ownerDescriptions ? { owner_descriptions: item.ownerDescriptions.map((value) => ({ type: 'html', value })) } : {}),
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
    assets_received: trade.received.map(({ item, newAssetId }) => ({ appid: item.appId, contextid: '2', ...assetRef(item), amount: '1', new_assetid: newAssetId, new_contextid: '2' })),
    ...(trade.rollbackTrade ? { rollback_trade: trade.rollbackTrade } : {}),
  };
}
