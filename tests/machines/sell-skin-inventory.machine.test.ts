// Issue 26, selling by trade offer: the sell-skin flow on the seller's Steam inventory (model-based:
// every shortest path of the model runs against the machine with fake actors), and the rules beside it.
// Issue 45: an item with an instant price sells in one step (SELL_NOW), a changed price shows the new one.
import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type ActorRefFrom } from 'xstate';
import type { Offer, OfferCreatedOutcome } from '../../machines/offers/offer.actors';
import { offerMessages, statusTone } from '../../machines/offers/offer.rules';
import type { InventoryItem, InventoryOutcome, SellNowOutcome } from '../../machines/offers/sell-inventory.actors';
import { OFFER_SENT, OFFER_SENT_PATH, OFFER_SOLD, OFFER_SOLD_PATH, sellSkinMachine } from '../../machines/offers/sell-skin.machine';
import {
  countdownParts,
  formOfPick,
  inventoryItemUrl,
  nextPayoutUnlock,
  offerSentPath,
  PAYOUT_RECHECK_MAX_MS,
  PAYOUT_RECHECK_MS,
  PAYOUT_UNLOCK_GRACE_MS,
  payoutUnlockDelay,
  soldPath,
} from '../../machines/offers/sell-trade.rules';
import { controllableActor, flush } from './catalogue-fakes';
import { startedRoot } from './real-root';

const STEAM_ID = '76561198000000123';
const euro = (amount: number) => ({ amount, currency: 'EUR', symbol: '€' });

const REDLINE: InventoryItem = {
  assetId: '1001',
  appId: 730,
  category: 'CS2',
  title: 'AK-47 | Redline (Field-Tested)',
  quality: 'Field-Tested',
  imgUrl: 'http://img.test/redline.png',
  floatValue: 0.2345,
  paintSeed: 661,
  stickers: [],
  tradable: true,
  tradableAfter: null,
  instantPrice: euro(12.5),
  sharePercent: 70,
};
const HELD: InventoryItem = { ...REDLINE, assetId: '1002', title: 'AWP | Asiimov (Field-Tested)', tradable: false, tradableAfter: '2026-12-03T10:00:00Z', instantPrice: null, sharePercent: null };
const ARCANA: InventoryItem = { ...REDLINE, assetId: '2001', appId: 570, category: 'DOTA2', title: 'Manifold Paradox', quality: 'Not Painted', floatValue: null, paintSeed: null, instantPrice: null, sharePercent: null };
const QUOTE_CHANGED = 'Our price for this item has changed. Please check the new price and sell again.';

describe('sell-by-trade rules', () => {
  it('an item URL points at the asset in the seller\'s inventory (context 2)', () => {
    expect(inventoryItemUrl(STEAM_ID, REDLINE)).toBe(`https://steamcommunity.com/profiles/${STEAM_ID}/inventory/#730_2_1001`);
  });

  it('a pick fills title, quality, URL and the instant price, but keeps a price the customer typed', () => {
    const empty = { title: '', price: '', quality: '', itemUrl: '' };
    const first = formOfPick(empty, REDLINE, null, STEAM_ID);
    expect(first).toEqual({ title: REDLINE.title, quality: 'Field-Tested', itemUrl: inventoryItemUrl(STEAM_ID, REDLINE), price: '12.5' });
    // Another item: the previous pick's price goes with it (none for an item our team prices).
    expect(formOfPick(first, ARCANA, REDLINE, STEAM_ID).price).toBe('');
    expect(formOfPick({ ...first, price: '20' }, ARCANA, REDLINE, STEAM_ID).price).toBe('20');
  });

  it('the offer-sent page carries the price only of an offer priced at once', () => {
    expect(offerSentPath(OFFER_SENT_PATH, { status: 'NEW', servicePrice: null })).toBe(OFFER_SENT_PATH);
    expect(offerSentPath(OFFER_SENT_PATH, { status: 'OFFER', servicePrice: euro(12.5), quoteExpiresAt: '2026-11-26T12:00:00Z' })).toBe(
      `${OFFER_SENT_PATH}?price=12.5&currency=EUR&until=2026-11-26T12%3A00%3A00Z`,
    );
  });

  it('the accepted page after a sale in one step carries the amount', () => {
    expect(soldPath(OFFER_SOLD_PATH, euro(12.5))).toBe(`${OFFER_SOLD_PATH}?by=trade&price=12.5&currency=EUR`);
    expect(soldPath(OFFER_SOLD_PATH, null)).toBe(`${OFFER_SOLD_PATH}?by=trade`);
  });

  it('the payout unlock: the earliest received offer, a grace second after it, then a backed-off recheck', () => {
    const received = (id: string, at: string | null) => ({ id, status: 'RECEIVED', payoutUnlocksAt: at }) as Offer;
    expect(nextPayoutUnlock([received('1', '2026-11-26T10:00:10Z'), received('2', '2026-11-26T10:00:05Z'), { ...received('3', '2026-11-26T09:00:00Z'), status: 'PAID' } as Offer])).toBe(
      Date.parse('2026-11-26T10:00:05Z'),
    );
    expect(nextPayoutUnlock([received('1', null)])).toBeNull();
    expect(payoutUnlockDelay(10_000, 4_000, 0)).toBe(6_000 + PAYOUT_UNLOCK_GRACE_MS);
    expect(payoutUnlockDelay(10_000, 20_000, 0)).toBe(PAYOUT_RECHECK_MS);
    expect(payoutUnlockDelay(10_000, 20_000, 2)).toBe(PAYOUT_RECHECK_MS * 4);
    expect(payoutUnlockDelay(10_000, 20_000, 20)).toBe(PAYOUT_RECHECK_MAX_MS);
    // A week away is waited for in steps setTimeout can hold.
    expect(payoutUnlockDelay(30 * 86_400_000, 0, 0)).toBe(2_147_483_647);
  });

  it('the countdown never goes below zero', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, done: false });
    expect(countdownParts(0, 5_000)).toMatchObject({ seconds: 0, done: true });
  });

  it('new statuses have their tones: received info, trade failed warning, reversed error, cancelled and expired neutral', () => {
    expect((['RECEIVED', 'TRADE_FAILED', 'REVERSED', 'CANCELLED', 'EXPIRED'] as const).map(statusTone)).toEqual(['info', 'warning', 'error', 'neutral', 'neutral']);
  });
});

// The sell-skin flow of a customer with a Steam ID, apart from the machine.
const sellModel = createMachine({
  id: 'sellModel',
  initial: 'loadingInventory',
  states: {
    loadingInventory: { on: { LOADED: 'picking', UNAVAILABLE: 'unavailable', NO_STEAM_ID: 'typed', TYPED_STEAM_ID: 'signInRequired' } },
    // Issue 41: a typed Steam ID sells nothing from an inventory; Steam sign-in (a page) or the typed form.
    signInRequired: { on: { SUBMIT_NOTHING: 'signInStill', BY_HAND: 'typed' } },
    signInStill: {},
    unavailable: { on: { RETRY: 'loadingInventory', BY_HAND: 'typed' } },
    picking: { on: { PICK_HELD: 'nothingPicked', SUBMIT_NOTHING: 'fieldsMissing', PICK: 'picked', BY_HAND: 'typed' } },
    nothingPicked: {},
    fieldsMissing: {},
    picked: { on: { SUBMIT: 'sendingPicked', BY_HAND: 'typedAfterPick', SELL_NOW: 'selling', PICK_UNPRICED: 'pickedUnpriced' } },
    // Issue 45: one step at the instant price.
    selling: { on: { SOLD: 'sold', PRICE_CHANGED: 'reloadingRepriced', SELL_REFUSED: 'sellRefused' } },
    sold: {},
    sellRefused: {},
    reloadingRepriced: { on: { RELOADED: 'repriced' } },
    repriced: {},
    pickedUnpriced: { on: { SELL_NOW_UNPRICED: 'notSold' } },
    notSold: {},
    typedAfterPick: {},
    sendingPicked: { on: { PRICED: 'sentPriced', QUOTE_LATER: 'sentForQuote', REFUSED: 'pickedRefused' } },
    sentPriced: {},
    sentForQuote: {},
    pickedRefused: {},
    typed: { on: { FROM_INVENTORY: 'loadingInventory', SUBMIT_TYPED: 'sendingTyped' } },
    sendingTyped: { on: { SENT: 'sentTyped' } },
    sentTyped: {},
  },
});

describe('sell-skin machine on the Steam inventory (model-based, in the root)', () => {
  for (const path of createTestModel(sellModel).getShortestPaths()) {
    it(path.description, async () => {
      const inventory = controllableActor<InventoryOutcome, { currency: string }>();
      const create = controllableActor<OfferCreatedOutcome, Record<string, unknown>>();
      const sell = controllableActor<SellNowOutcome, Record<string, unknown>>();
      const pages: OfferCreatedOutcome[] = [];
      const soldPages: SellNowOutcome[] = [];
      // The modal as the shop opens it: the real root shows it and spawns its flow (FLOW.OPEN).
      const root = await startedRoot({ signedIn: true });
      root.openModalAs('sellSkin');
      root.open(
        'modal:sell-skin',
        sellSkinMachine.provide({
          actors: { loadInventory: inventory.logic, createOffer: create.logic as never, sellNow: sell.logic as never },
          actions: { goToOfferSent: (_, created) => void pages.push(created), goToSold: (_, sold) => void soldPages.push(sold) },
        }),
        { steamId: STEAM_ID, currency: 'EUR' },
      );
      const actor = root.flow('modal:sell-skin') as ActorRefFrom<typeof sellSkinMachine>;
      expect(actor).toBeDefined();
      const snap = () => actor.getSnapshot();
      // The root toasts and closes the modal, asked by the flow in its system.
      const sentToShell = () => {
        expect(root.toasts()).toEqual([`success: ${OFFER_SENT}`]);
        expect(root.openModal()).toBeNull();
      };

      await path.test({
        states: {
          loadingInventory: () => {
            expect(snap().matches({ inventory: 'loading' })).toBe(true);
            expect(inventory.last.input).toEqual({ currency: 'EUR' });
          },
          unavailable: () => {
            expect(snap().matches({ inventory: 'unavailable' })).toBe(true);
            expect(snap().context.inventoryError).toBe('Steam is busy. Please try again in a minute.');
          },
          picking: () => {
            expect(snap().matches({ inventory: 'ready' })).toBe(true);
            expect(snap().context.items).toHaveLength(3);
            expect(snap().context.picked).toBeNull();
          },
          signInRequired: () => {
            expect(snap().matches({ inventory: 'signInRequired' })).toBe(true);
            expect(snap().context.items).toEqual([]);
          },
          signInStill: () => {
            // Nothing to send from there: the rule's message, no request.
            expect(snap().matches({ inventory: 'signInRequired' })).toBe(true);
            expect(create.calls).toHaveLength(0);
          },
          nothingPicked: () => {
            // An item under a trade hold cannot be picked.
            expect(snap().context.picked).toBeNull();
            expect(snap().context.form.title).toBe('');
          },
          fieldsMissing: () => {
            expect(snap().context.error).toBe(offerMessages.allFields);
            expect(create.calls).toHaveLength(0);
          },
          picked: () => {
            expect(snap().context.picked?.assetId).toBe('1001');
            expect(snap().context.form).toEqual({ title: REDLINE.title, quality: 'Field-Tested', itemUrl: inventoryItemUrl(STEAM_ID, REDLINE), price: '12.5' });
          },
          selling: () => {
            // One request however often the button is pressed, at the price shown.
            expect(snap().value).toBe('selling');
            expect(sell.calls).toHaveLength(1);
            expect(sell.last.input).toEqual({ assetId: '1001', appId: 730, price: 12.5, currency: 'EUR' });
            expect(create.calls).toHaveLength(0);
          },
          sold: () => {
            expect(root.toasts()).toEqual([`success: ${OFFER_SOLD}`]);
            expect(root.openModal()).toBeNull();
            expect(soldPages).toEqual([{ ok: true, message: OFFER_SOLD, id: '9', servicePrice: euro(12.5) }]);
          },
          sellRefused: () => {
            expect(snap().matches({ inventory: 'ready' })).toBe(true);
            expect(snap().context.error).toBe('Please save your trade link first');
            expect(soldPages).toEqual([]);
          },
          reloadingRepriced: () => {
            // The inventory is read again for the shop's price now; nothing sold, the reason shown.
            expect(snap().matches({ inventory: 'loading' })).toBe(true);
            expect(inventory.calls).toHaveLength(2);
            expect(snap().context.error).toBe(QUOTE_CHANGED);
            expect(root.toasts()).toEqual([]);
          },
          repriced: () => {
            expect(snap().matches({ inventory: 'ready' })).toBe(true);
            expect(snap().context.picked).toMatchObject({ assetId: '1001', instantPrice: euro(11.2) });
            expect(snap().context.form.price).toBe('11.2');
            expect(snap().context.error).toBe(QUOTE_CHANGED);
          },
          pickedUnpriced: () => expect(snap().context.picked?.assetId).toBe(ARCANA.assetId),
          notSold: () => {
            // An item our team prices has no one-step sale: the price field and Send offer stay.
            expect(snap().matches({ inventory: 'ready' })).toBe(true);
            expect(sell.calls).toHaveLength(0);
          },
          typedAfterPick: () => {
            // Nothing of the picked item stays behind the typed form.
            expect(snap().value).toBe('editing');
            expect(snap().context.picked).toBeNull();
            expect(snap().context.form).toEqual({ title: '', price: '', quality: '', itemUrl: '' });
          },
          sendingPicked: () => {
            expect(create.calls).toHaveLength(1);
            expect(create.last.input).toEqual({
              title: REDLINE.title,
              price: 15,
              quality: 'Field-Tested',
              itemUrl: inventoryItemUrl(STEAM_ID, REDLINE),
              currency: 'EUR',
              assetId: '1001',
              appId: 730,
            });
          },
          sentPriced: () => {
            sentToShell();
            expect(pages).toEqual([expect.objectContaining({ ok: true, status: 'OFFER', servicePrice: euro(12.5) })]);
          },
          sentForQuote: () => {
            sentToShell();
            expect(pages).toEqual([expect.objectContaining({ ok: true, status: 'NEW' })]);
          },
          pickedRefused: () => {
            expect(snap().matches({ inventory: 'ready' })).toBe(true);
            expect(snap().context.error).toBe('This item is already offered');
            expect(snap().context.picked?.assetId).toBe('1001');
          },
          typed: () => {
            expect(snap().value).toBe('editing');
            expect(snap().context.picked).toBeNull();
          },
          sendingTyped: () => {
            expect(create.last.input).toEqual({ title: 'AK-47 | Redline', price: 45, quality: 'Field-Tested', itemUrl: 'https://steamcommunity.com/id/x/inventory', currency: 'EUR' });
            expect(create.last.input).not.toHaveProperty('assetId');
          },
          sentTyped: () => sentToShell(),
        },
        events: {
          LOADED: async () => {
            inventory.last.resolve({ ok: true, items: [REDLINE, HELD, ARCANA] });
            await flush();
          },
          UNAVAILABLE: async () => {
            inventory.last.resolve({ ok: false, reason: 'unavailable', message: 'Steam is busy. Please try again in a minute.' });
            await flush();
          },
          NO_STEAM_ID: async () => {
            inventory.last.resolve({ ok: false, reason: 'steamIdRequired', message: 'Please add your steamId' });
            await flush();
          },
          TYPED_STEAM_ID: async () => {
            inventory.last.resolve({ ok: false, reason: 'steamSignInRequired', message: 'Sign in with Steam to sell' });
            await flush();
          },
          RETRY: () => actor.send({ type: 'INVENTORY.RETRY' }),
          BY_HAND: () => actor.send({ type: 'BY_HAND' }),
          FROM_INVENTORY: () => actor.send({ type: 'FROM_INVENTORY' }),
          PICK_HELD: () => actor.send({ type: 'PICK', assetId: HELD.assetId }),
          SUBMIT_NOTHING: () => actor.send({ type: 'SUBMIT', currency: 'EUR' }),
          PICK: () => actor.send({ type: 'PICK', assetId: REDLINE.assetId }),
          SUBMIT: () => {
            // The customer's own price; title, quality and URL are the item's and cannot be typed over.
            actor.send({ type: 'FIELD.CHANGE', field: 'price', value: '15' });
            actor.send({ type: 'FIELD.CHANGE', field: 'title', value: 'Something else' });
            actor.send({ type: 'SUBMIT', currency: 'EUR' });
            actor.send({ type: 'SUBMIT', currency: 'EUR' });
          },
          PRICED: async () => {
            create.last.resolve({ ok: true, message: OFFER_SENT, id: '7', status: 'OFFER', servicePrice: euro(12.5), quoteExpiresAt: '2026-11-26T12:00:00Z' });
            await flush();
          },
          QUOTE_LATER: async () => {
            create.last.resolve({ ok: true, message: OFFER_SENT, id: '7', status: 'NEW', servicePrice: null, quoteExpiresAt: null });
            await flush();
          },
          REFUSED: async () => {
            create.last.resolve({ ok: false, message: 'This item is already offered' });
            await flush();
          },
          SUBMIT_TYPED: () => {
            for (const [field, value] of [['title', 'AK-47 | Redline'], ['price', '45'], ['quality', 'Field-Tested'], ['itemUrl', 'https://steamcommunity.com/id/x/inventory']] as const) {
              actor.send({ type: 'FIELD.CHANGE', field, value });
            }
            actor.send({ type: 'SUBMIT', currency: 'EUR' });
          },
          SELL_NOW: () => {
            actor.send({ type: 'SELL_NOW' });
            actor.send({ type: 'SELL_NOW' });
          },
          SOLD: async () => {
            sell.last.resolve({ ok: true, message: OFFER_SOLD, id: '9', servicePrice: euro(12.5) });
            await flush();
          },
          SELL_REFUSED: async () => {
            sell.last.resolve({ ok: false, message: 'Please save your trade link first', quoteChanged: false });
            await flush();
          },
          PRICE_CHANGED: async () => {
            sell.last.resolve({ ok: false, message: QUOTE_CHANGED, quoteChanged: true });
            await flush();
          },
          RELOADED: async () => {
            inventory.last.resolve({ ok: true, items: [{ ...REDLINE, instantPrice: euro(11.2) }, HELD, ARCANA] });
            await flush();
          },
          PICK_UNPRICED: () => actor.send({ type: 'PICK', assetId: ARCANA.assetId }),
          SELL_NOW_UNPRICED: () => actor.send({ type: 'SELL_NOW' }),
          SENT: async () => {
            create.last.resolve({ ok: true, message: OFFER_SENT, id: '8', status: 'NEW', servicePrice: null, quoteExpiresAt: null });
            await flush();
          },
        },
      });
    });
  }

  it('without a Steam ID the spec\'s typed form opens, and the inventory is not asked for', () => {
    const inventory = controllableActor<InventoryOutcome, { currency: string }>();
    const actor = createActor(sellSkinMachine.provide({ actors: { loadInventory: inventory.logic } }), { input: { steamId: null } }).start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'FROM_INVENTORY' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(inventory.calls).toHaveLength(0);
  });
});
