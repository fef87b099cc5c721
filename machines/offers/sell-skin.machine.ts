// Spec §4 sell skin, whole: a loading flag while sending (repeated clicks ignored); on success the
// toast 'Offer sent successfully.', the modal closes and the offer-sent page opens. The toast and the
// closing are asked of the root actor, which runs this flow ('modal:sell-skin').
//
// Issue 26: for a customer with a Steam ID the modal opens on their Steam inventory (loaded at once);
// picking an item fills title, quality and item URL and ties the offer to the asset (items under a
// trade hold cannot be picked). "Enter the item by hand" switches to the spec's typed form and back.
// Issue 41: a Steam ID typed by hand cannot sell from the inventory; the modal says so and offers
// Steam sign-in (or the typed form).
// An offer the shop priced at once opens the offer-sent page with that price.
// Issue 45: an item with an instant price sells in one step ("Sell for €X", SELL_NOW): the offer is
// accepted at once and the accepted page opens with the amount; a price the shop changed meanwhile is
// refused with its message and the inventory is read again to show the new one.
import { assign, sendTo, setup } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { theRoot } from '../app/flow-system';
import { navigateTo } from '../navigation/navigation.browser';
import { createOffer, type OfferCreatedOutcome } from './offer.actors';
import { sellSkinError, type SellSkinForm } from './offer.rules';
import { loadInventory, sellNow, type InventoryItem, type InventoryOutcome, type SellNowOutcome } from './sell-inventory.actors';
import { canSellNow, formOfPick, isPickable, offerSentPath, soldPath } from './sell-trade.rules';

export const OFFER_SENT = 'Offer sent successfully.';
export const OFFER_SEND_FAILED = 'An error occurred. Please try again.';
export const OFFER_SENT_PATH = '/offer-sent-success';
/** The spec's accept message (§8), the toast of a sale in one step too. */
export const OFFER_SOLD = 'Offer accepted successfully.';
export const OFFER_SOLD_PATH = '/offer-accepted-success';

/** The form as the event carries it (the spec's flow), else as the machine holds it. */
type SubmitEvent = { type: 'SUBMIT'; form?: SellSkinForm; currency?: string };

export type SellSkinEvent =
  | SubmitEvent
  | { type: 'FIELD.CHANGE'; field: keyof SellSkinForm; value: string }
  | { type: 'PICK'; assetId: string }
  | { type: 'SELL_NOW' }
  | { type: 'BY_HAND' }
  | { type: 'FROM_INVENTORY' }
  | { type: 'INVENTORY.RETRY' };

/** What the flow asks of the root actor. */
export type SellSkinRequest = AppRequest | { type: 'MODAL.CLOSE'; modal: 'sellSkin' };

export interface SellSkinInput {
  /** The account's Steam ID: with one the modal opens on the inventory (issue 26). */
  steamId?: string | null;
  /** The display currency: the inventory's instant prices and the offer's. */
  currency?: string;
}

interface SellSkinContext {
  error: string | null;
  steamId: string | null;
  currency: string;
  form: SellSkinForm;
  items: InventoryItem[];
  picked: InventoryItem | null;
  /** Why the inventory cannot be shown (Steam busy, a private inventory). */
  inventoryError: string | null;
}

const EMPTY_FORM: SellSkinForm = { title: '', price: '', quality: '', itemUrl: '' };
const formOf = (context: SellSkinContext, event: SellSkinEvent) => (event.type === 'SUBMIT' && event.form ? event.form : context.form);

export const sellSkinMachine = setup({
  types: {
    context: {} as SellSkinContext,
    events: {} as SellSkinEvent,
    input: {} as SellSkinInput,
  },
  actors: { createOffer, loadInventory, sellNow },
  guards: {
    isInvalid: ({ context, event }) => sellSkinError(formOf(context, event)) !== null,
    sent: (_, outcome: OfferCreatedOutcome) => outcome.ok,
    hasSteamId: ({ context }) => !!context.steamId,
    inventoryLoaded: (_, outcome: InventoryOutcome) => outcome.ok,
    lacksSteamId: (_, outcome: InventoryOutcome) => !outcome.ok && outcome.reason === 'steamIdRequired',
    lacksSteamSignIn: (_, outcome: InventoryOutcome) => !outcome.ok && outcome.reason === 'steamSignInRequired',
    pickable: ({ context, event }) => {
      const item = event.type === 'PICK' ? context.items.find((entry) => entry.assetId === event.assetId) : undefined;
      return !!item && isPickable(item);
    },
    pickedItem: ({ context }) => context.picked !== null,
    canSellNow: ({ context }) => context.picked !== null && canSellNow(context.picked),
    soldNow: (_, outcome: SellNowOutcome) => outcome.ok,
    quoteChanged: (_, outcome: SellNowOutcome) => !outcome.ok && outcome.quoteChanged,
    changesPrice: ({ event }) => event.type === 'FIELD.CHANGE' && event.field === 'price',
  },
  actions: {
    showRuleError: assign({ error: ({ context, event }) => sellSkinError(formOf(context, event)) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    adoptSubmission: assign(({ context, event }) => ({
      form: formOf(context, event),
      currency: event.type === 'SUBMIT' && event.currency ? event.currency : context.currency,
    })),
    changeField: assign({ form: ({ context, event }) => (event.type === 'FIELD.CHANGE' ? { ...context.form, [event.field]: event.value } : context.form) }),
    // The picked item is kept, with what the inventory says of it now (its price may have changed).
    setItems: assign(({ context }, outcome: InventoryOutcome) => {
      const items = outcome.ok ? outcome.items : [];
      const picked = context.picked ? (items.find((item) => item.assetId === context.picked!.assetId && isPickable(item)) ?? null) : null;
      const form = picked ? formOfPick(context.form, picked, context.picked, context.steamId ?? '') : context.picked ? EMPTY_FORM : context.form;
      return { items, picked, form, inventoryError: null };
    }),
    setInventoryError: assign({ inventoryError: (_, message: string) => message }),
    pick: assign(({ context, event }) => {
      const item = context.items.find((entry) => event.type === 'PICK' && entry.assetId === event.assetId)!;
      return { picked: item, form: formOfPick(context.form, item, context.picked, context.steamId ?? ''), error: null };
    }),
    /** The typed form starts empty: nothing of a picked item stays behind it. */
    forgetPick: assign({ picked: null, form: EMPTY_FORM, error: null }),
    announceSent: sendTo(theRoot, { type: 'NOTIFY', tone: 'success', message: OFFER_SENT } satisfies SellSkinRequest),
    closeModal: sendTo(theRoot, { type: 'MODAL.CLOSE', modal: 'sellSkin' } satisfies SellSkinRequest),
    goToOfferSent: (_, created: OfferCreatedOutcome) => navigateTo(offerSentPath(OFFER_SENT_PATH, created.ok ? created : {})),
    announceSold: sendTo(theRoot, { type: 'NOTIFY', tone: 'success', message: OFFER_SOLD } satisfies SellSkinRequest),
    goToSold: (_, sold: SellNowOutcome) => navigateTo(soldPath(OFFER_SOLD_PATH, sold.ok ? sold.servicePrice : null)),
  },
}).createMachine({
  id: 'sellSkin',
  context: ({ input }) => ({
    error: null,
    steamId: input.steamId ?? null,
    currency: input.currency ?? 'EUR',
    form: EMPTY_FORM,
    items: [],
    picked: null,
    inventoryError: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasSteamId', target: 'inventory' }, { target: 'editing' }],
    },
    // Issue 26: the customer's Steam items; SUBMIT checks the spec's fields as the typed form does.
    inventory: {
      initial: 'loading',
      on: {
        BY_HAND: { target: 'editing', actions: 'forgetPick' },
        // The item gives title, quality and URL; the customer's price stays theirs to type.
        'FIELD.CHANGE': { guard: 'changesPrice', actions: 'changeField' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showRuleError' }, { target: 'sending', actions: ['adoptSubmission', 'clearError'] }],
      },
      states: {
        loading: {
          invoke: {
            src: 'loadInventory',
            input: ({ context }) => ({ currency: context.currency }),
            onDone: [
              { guard: { type: 'inventoryLoaded', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
              // The account has no Steam ID after all: the typed form.
              { guard: { type: 'lacksSteamId', params: ({ event }) => event.output }, target: '#sellSkin.editing' },
              { guard: { type: 'lacksSteamSignIn', params: ({ event }) => event.output }, target: 'signInRequired' },
              { target: 'unavailable', actions: { type: 'setInventoryError', params: ({ event }) => (event.output.ok ? '' : event.output.message) } },
            ],
            onError: { target: 'unavailable', actions: { type: 'setInventoryError', params: OFFER_SEND_FAILED } },
          },
        },
        ready: {
          on: {
            PICK: { guard: 'pickable', actions: 'pick' },
            SELL_NOW: { guard: 'canSellNow', target: '#sellSkin.selling', actions: 'clearError' },
          },
        },
        unavailable: {
          on: { 'INVENTORY.RETRY': 'loading' },
        },
        // Only a typed Steam ID: the modal offers Steam sign-in (a page of its own) or the typed form.
        signInRequired: {},
      },
    },
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        FROM_INVENTORY: { guard: 'hasSteamId', target: 'inventory', actions: 'forgetPick' },
        SUBMIT: [{ guard: 'isInvalid', actions: 'showRuleError' }, { target: 'sending', actions: ['adoptSubmission', 'clearError'] }],
      },
    },
    sending: {
      invoke: {
        src: 'createOffer',
        input: ({ context: { form, currency, picked } }) => ({
          title: form.title.trim(),
          price: Number(form.price),
          quality: form.quality,
          itemUrl: form.itemUrl.trim(),
          currency,
          ...(picked ? { assetId: picked.assetId, appId: picked.appId } : {}),
        }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'sent',
            actions: ['announceSent', 'closeModal', { type: 'goToOfferSent', params: ({ event }) => event.output }],
          },
          { guard: 'pickedItem', target: 'inventory.ready', actions: { type: 'setError', params: ({ event }) => event.output.message || OFFER_SEND_FAILED } },
          { target: 'editing', actions: { type: 'setError', params: ({ event }) => event.output.message || OFFER_SEND_FAILED } },
        ],
        onError: [
          { guard: 'pickedItem', target: 'inventory.ready', actions: { type: 'setError', params: OFFER_SEND_FAILED } },
          { target: 'editing', actions: { type: 'setError', params: OFFER_SEND_FAILED } },
        ],
      },
    },
    // Issue 45: sold at the instant price shown, in one step; a click while it runs is ignored.
    selling: {
      invoke: {
        src: 'sellNow',
        input: ({ context }) => ({
          assetId: context.picked!.assetId,
          appId: context.picked!.appId,
          price: context.picked!.instantPrice!.amount,
          currency: context.picked!.instantPrice!.currency,
        }),
        onDone: [
          {
            guard: { type: 'soldNow', params: ({ event }) => event.output },
            target: 'sent',
            actions: ['announceSold', 'closeModal', { type: 'goToSold', params: ({ event }) => event.output }],
          },
          // The price shown is not the shop's any more: say so, and show the new one.
          {
            guard: { type: 'quoteChanged', params: ({ event }) => event.output },
            target: 'inventory.loading',
            actions: { type: 'setError', params: ({ event }) => event.output.message },
          },
          { target: 'inventory.ready', actions: { type: 'setError', params: ({ event }) => event.output.message || OFFER_SEND_FAILED } },
        ],
        onError: { target: 'inventory.ready', actions: { type: 'setError', params: OFFER_SEND_FAILED } },
      },
    },
    sent: { type: 'final' },
  },
});
