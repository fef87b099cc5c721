import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine, type ActorRefFrom } from 'xstate';
import { acceptOfferMachine } from '../../machines/offers/accept-offer.machine';
import type { MessageOutcome } from '../../machines/auth/auth.actors';
import type { CardPayoutOutcome, Offer } from '../../machines/offers/offer.actors';
import { ibanError, offerMessages, sellSkinError, statusTone } from '../../machines/offers/offer.rules';
import { OFFER_ACCEPTED_PATH, offersMachine } from '../../machines/offers/offers.machine';
import { OFFER_SENT, OFFER_SENT_PATH, sellSkinMachine } from '../../machines/offers/sell-skin.machine';
import { accountMessages } from '../../machines/account/account.rules';
import { COUNTRIES_FAILED, countriesMachine, type CountryOptions } from '../../machines/account/countries.machine';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startedRoot } from './real-root';
import { startInSystem } from './flow-in-system';

// A customer whose profile has a German phone (as typed, national).
const USER = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '0151 12345678', phoneCountry: 'DE' };
const CONTACT = { country: '12', city: 'Berlin', address: 'Main 1', postCode: '10115' };
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
// The countries the API offers: Germany first, so its phone code is the default.
const COUNTRIES: CountryOptions = {
  countries: [{ id: 12, iso: 'DE', title: 'Germany' }, { id: 14, iso: 'AT', title: 'Austria' }],
  phoneCodes: [{ iso: 'DE', code: '+49' }, { iso: 'AT', code: '+43' }],
};

describe('offer rules', () => {
  it('sell skin needs every field', () => {
    expect(sellSkinError({ title: 'AK', price: '', quality: 'Field-Tested', itemUrl: 'https://x' })).toBe(offerMessages.allFields);
    expect(sellSkinError({ title: 'AK', price: '5', quality: 'Field-Tested', itemUrl: 'https://x' })).toBeNull();
  });

  it.each([
    [{ iban: GOOD_IBAN }, null],
    [{ iban: 'FR14 2004 1010 0505 0001 3M02 606' }, null],
    [{ iban: 'GB29 NWBK 6016 1331 9268 19' }, null],
    [{ iban: 'NL91 ABNA 0417 1643 00' }, null],
    [{ iban: 'DE89 3704 0044 0532 0130 01' }, offerMessages.ibanChecksum],
    [{ iban: 'DE89 3704 0044 0532 0130' }, offerMessages.iban],
    [{ iban: 'de89370400440532013000' }, offerMessages.iban],
    [{ terms: false }, offerMessages.ibanFields],
    [{ firstName: ' ' }, offerMessages.ibanFields],
  ])('IBAN form %o → %s', (change, message) => {
    expect(ibanError({ firstName: 'Ada', lastName: 'Lovelace', iban: GOOD_IBAN, terms: true, ...change })).toBe(message);
  });

  it('status tones follow spec §3', () => {
    expect(['APPROVED', 'READY_FOR_PAYOUT', 'PAID'].map((s) => statusTone(s as Offer['status']))).toEqual(['success', 'success', 'success']);
    expect(['DECLINED_BY_USER', 'DECLINED_BY_SERVICE', 'PAYOUT_FAILED'].map((s) => statusTone(s as Offer['status']))).toEqual(['error', 'error', 'error']);
    expect(statusTone('NEW')).toBe('neutral');
  });
});

describe('sell-skin machine', () => {
  it('checks the fields, sends once while sending, then toasts, closes the modal and opens the offer-sent page', async () => {
    const create = controllableActor<MessageOutcome, unknown>();
    const { logic: shell, heard: toShell } = listeningLogic();
    const pages: string[] = [];
    const flow = sellSkinMachine.provide({ actors: { createOffer: create.logic as never }, actions: { goToOfferSent: () => void pages.push(OFFER_SENT_PATH) } });
    const { flow: actor } = startInSystem(flow, {}, { app: shell });
    actor.send({ type: 'SUBMIT', form: { title: '', price: '5', quality: 'Factory New', itemUrl: 'https://x' }, currency: 'EUR' });
    expect(actor.getSnapshot().context.error).toBe(offerMessages.allFields);
    const form = { title: ' AK-47 | Redline ', price: '12.5', quality: 'Factory New', itemUrl: 'https://steamcommunity.com/id/x/inventory' };
    actor.send({ type: 'SUBMIT', form, currency: 'USD' });
    actor.send({ type: 'SUBMIT', form, currency: 'USD' });
    expect(create.calls).toHaveLength(1);
    expect(create.last.input).toEqual({ title: 'AK-47 | Redline', price: 12.5, quality: 'Factory New', itemUrl: 'https://steamcommunity.com/id/x/inventory', currency: 'USD' });
    expect(toShell).toEqual([]);
    create.last.resolve({ ok: true, message: OFFER_SENT });
    await flush();
    expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'success', message: OFFER_SENT }, { type: 'MODAL.CLOSE', modal: 'sellSkin' }]);
    expect(pages).toEqual([OFFER_SENT_PATH]);
  });
});

describe('offers machine', () => {
  function startOffers() {
    const load = controllableActor<Offer[], { currency: string }>();
    const decide = controllableActor<MessageOutcome, { id: string; accept: boolean }>();
    const { logic: shell, heard: toShell } = listeningLogic();
    const pages: string[] = [];
    const flow = offersMachine.provide({ actors: { loadOffers: load.logic, decideOffer: decide.logic }, actions: { goToOfferAccepted: () => void pages.push(OFFER_ACCEPTED_PATH) } });
    const { flow: actor } = startInSystem(flow, { currency: 'EUR' }, { app: shell });
    return { actor, load, decide, toShell, pages };
  }

  it('reloads after a decision, ignores clicks while deciding, refuses a missing id; accepted: toast, details closed, offer-accepted page', async () => {
    const { actor, load, decide, toShell, pages } = startOffers();
    load.last.resolve([]);
    await flush();
    actor.send({ type: 'DECIDE', id: null, accept: true });
    expect(actor.getSnapshot().context.error).toBe(offerMessages.missingOfferId);
    actor.send({ type: 'DECIDE', id: '5', accept: true });
    actor.send({ type: 'DECIDE', id: '5', accept: false });
    expect(decide.calls).toHaveLength(1);
    decide.last.resolve({ ok: true, message: 'Offer accepted successfully.' });
    await flush();
    expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'success', message: 'Offer accepted successfully.' }, { type: 'MODAL.CLOSE', modal: 'offerDetails' }]);
    expect(pages).toEqual([OFFER_ACCEPTED_PATH]);
    expect(load.calls).toHaveLength(2);
  });

  it('declined: toast and details closed, no page; refused: the message inline and toasted, the modal stays', async () => {
    const { actor, load, decide, toShell, pages } = startOffers();
    load.last.resolve([]);
    await flush();
    actor.send({ type: 'DECIDE', id: '5', accept: false });
    decide.last.resolve({ ok: true, message: 'Offer declined.' });
    await flush();
    expect(toShell).toEqual([{ type: 'NOTIFY', tone: 'success', message: 'Offer declined.' }, { type: 'MODAL.CLOSE', modal: 'offerDetails' }]);
    load.last.resolve([]);
    await flush();
    actor.send({ type: 'DECIDE', id: '6', accept: true });
    decide.last.resolve({ ok: false, message: 'This offer cannot be accepted' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('This offer cannot be accepted');
    expect(toShell.slice(2)).toEqual([{ type: 'NOTIFY', tone: 'error', message: 'This offer cannot be accepted' }]);
    expect(pages).toEqual([]);
  });
});

// Spec §4 accept-offer steps, apart from the machine.
const acceptModel = createMachine({
  id: 'acceptModel',
  initial: 'loadingCountries',
  states: {
    // The flow loads the countries itself; the first phone country the API supports is the contact's.
    loadingCountries: { on: { COUNTRIES_LOADED: 'contact', COUNTRIES_FAILED: 'countriesFailed' } },
    countriesFailed: {},
    contact: { on: { IBAN_INCOMPLETE: 'contactError', BAD_PHONE: 'phoneError', IBAN: 'iban', CARD: 'requestingCard', CLOSE: 'contact' } },
    contactError: { on: { IBAN: 'iban' } },
    phoneError: { on: { CARD: 'requestingCard' } },
    requestingCard: { on: { CARD_URL: 'redirected', CARD_NO_URL: 'cardFailed' } },
    redirected: {},
    cardFailed: {},
    iban: { on: { BACK: 'contact', BAD_IBAN: 'ibanError', CONFIRM: 'requestingIban', CLOSE: 'contactReset' } },
    contactReset: {},
    ibanError: { on: { CONFIRM: 'requestingIban' } },
    requestingIban: { on: { PAID_OUT: 'succeeded', REFUSED: 'ibanRefused' } },
    ibanRefused: {},
    succeeded: { on: { CLOSE_SUCCESS: 'closedAfterPayout' } },
    closedAfterPayout: {},
  },
});

// The modal as the shop opens it on my offers: the real root shows it and runs its flow (FLOW.OPEN)
// beside the my-offers page's; a flow outside the root's system would reach neither them nor the notifier.
describe('accept-offer machine (model-based, in the root)', () => {
  for (const path of createTestModel(acceptModel).getShortestPaths()) {
    it(path.description, async () => {
      const iban = controllableActor<MessageOutcome, Record<string, unknown>>();
      const card = controllableActor<CardPayoutOutcome, Record<string, unknown>>();
      const countries = controllableActor<CountryOptions, unknown>();
      const redirects: string[] = [];
      const root = await startedRoot({ signedIn: true });
      // The my-offers page's flow, which hears the reload after a payout.
      const offers = listeningLogic();
      root.open('page:my-offers', offers.logic, undefined);
      root.openModalAs('acceptOffer', '9');
      const { phoneCountry: _chosenNone, ...userWithoutPhoneCountry } = USER;
      root.open(
        'modal:accept-offer',
        acceptOfferMachine.provide({
          actors: {
            requestIbanPayout: iban.logic as never,
            requestCardPayout: card.logic as never,
            countries: countriesMachine.provide({ actors: { loadCountryOptions: countries.logic as never } }),
          },
          actions: { goToPaymentUrl: (_, url) => void redirects.push(url) },
        }),
        { offerId: '9', currency: 'EUR', user: { ...userWithoutPhoneCountry, phoneCountry: '' } },
      );
      const actor = root.flow('modal:accept-offer') as ActorRefFrom<typeof acceptOfferMachine>;
      expect(actor).toBeDefined();
      const snap = () => actor.getSnapshot();
      const fillContact = () => Object.entries(CONTACT).forEach(([field, value]) => actor.send({ type: 'CONTACT.CHANGE', field: field as never, value }));
      const fillIban = (value: string) => {
        actor.send({ type: 'IBAN.CHANGE', field: 'firstName', value: 'Ada' });
        actor.send({ type: 'IBAN.CHANGE', field: 'lastName', value: 'Lovelace' });
        actor.send({ type: 'IBAN.CHANGE', field: 'iban', value });
        actor.send({ type: 'IBAN.CHANGE', field: 'terms', value: true });
      };
      await path.test({
        states: {
          loadingCountries: () => {
            expect(snap().context.contact.phoneCountry).toBe('');
            expect(snap().context.countries.countries).toEqual([]);
          },
          countriesFailed: () => {
            expect(snap().context.countries.error).toBe(COUNTRIES_FAILED);
            expect(root.toasts()).toEqual([`error: ${COUNTRIES_FAILED}`]);
            expect(snap().context.contact.phoneCountry).toBe('');
          },
          contact: () => {
            expect(snap().value).toBe('contact');
            const { name, surname, email, phone } = USER;
            // The phone country, none on the profile: the first the API supports.
            expect(snap().context.contact).toMatchObject({ name, surname, email, phone, phoneCountry: 'DE' });
            expect(snap().context.countries.countries).toEqual(COUNTRIES.countries);
          },
          contactError: () => {
            expect(snap().context.error).toBe(offerMessages.contact);
            expect(root.toasts().at(-1)).toBe(`error: ${offerMessages.contact}`);
          },
          phoneError: () => {
            expect(snap().value).toBe('contact');
            expect(snap().context.error).toBe(accountMessages.phone);
            expect(root.toasts().at(-1)).toBe(`error: ${accountMessages.phone}`);
          },
          iban: () => expect(snap().value).toBe('iban'),
          // The phone goes out international, the country as the id chosen; not the phone's country.
          requestingCard: () =>
            expect(card.last.input).toEqual({
              id: '9',
              currency: 'EUR',
              name: 'Ada',
              surname: 'Lovelace',
              email: 'ada@example.com',
              phone: '+4915112345678',
              ...CONTACT,
            }),
          redirected: () => expect(redirects).toEqual(['http://shop.test/sandbox-payout/r1']),
          cardFailed: () => expect(snap().context.error).toBe(offerMessages.noPaymentUrl),
          contactReset: () => {
            expect(snap().value).toBe('contact');
            expect(snap().context.contact).toEqual({ ...USER, country: '', city: '', address: '', postCode: '' });
            expect(root.openModal()).toBeNull();
            expect(offers.heard).toEqual([]);
          },
          ibanError: () => expect(snap().context.error).toBe(offerMessages.iban),
          requestingIban: () => expect(iban.last.input).toEqual({ id: '9', currency: 'EUR', firstName: 'Ada', lastName: 'Lovelace', accountNumber: 'DE89370400440532013000' }),
          ibanRefused: () => expect(snap().context.error).toBe('This offer is not ready for payout'),
          succeeded: () => expect(snap().value).toBe('succeeded'),
          closedAfterPayout: () => {
            expect(root.openModal()).toBeNull();
            expect(offers.heard).toEqual([{ type: 'RELOAD' }]);
          },
        },
        events: {
          COUNTRIES_LOADED: async () => {
            countries.last.resolve(COUNTRIES);
            await flush();
          },
          COUNTRIES_FAILED: async () => {
            countries.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          IBAN_INCOMPLETE: () => actor.send({ type: 'CHOOSE', method: 'IBAN' }),
          IBAN: () => {
            fillContact();
            actor.send({ type: 'CHOOSE', method: 'IBAN' });
          },
          BAD_PHONE: () => {
            fillContact();
            actor.send({ type: 'CONTACT.CHANGE', field: 'phone', value: '0151' });
            actor.send({ type: 'CHOOSE', method: 'CARD' });
          },
          CARD: () => {
            fillContact();
            actor.send({ type: 'CONTACT.CHANGE', field: 'phone', value: USER.phone });
            actor.send({ type: 'CHOOSE', method: 'CARD' });
          },
          CARD_URL: async () => {
            card.last.resolve({ ok: true, redirectUrl: 'http://shop.test/sandbox-payout/r1' });
            await flush();
          },
          CARD_NO_URL: async () => {
            card.last.resolve({ ok: false, message: '' });
            await flush();
          },
          BACK: () => actor.send({ type: 'BACK' }),
          CLOSE: () => actor.send({ type: 'CLOSE' }),
          BAD_IBAN: () => {
            fillIban('DE89 3704 0044 0532 0130');
            actor.send({ type: 'CONFIRM' });
          },
          CONFIRM: () => {
            fillIban(GOOD_IBAN);
            actor.send({ type: 'CONFIRM' });
          },
          PAID_OUT: async () => {
            iban.last.resolve({ ok: true, message: 'Payout requested' });
            await flush();
          },
          REFUSED: async () => {
            iban.last.resolve({ ok: false, message: 'This offer is not ready for payout' });
            await flush();
          },
          CLOSE_SUCCESS: () => actor.send({ type: 'CLOSE' }),
        },
      });
    });
  }

  it('without an offer id says so at each step', () => {
    const countries = controllableActor<CountryOptions, unknown>().logic as never;
    const flow = acceptOfferMachine.provide({ actors: { countries: countriesMachine.provide({ actors: { loadCountryOptions: countries } }) } });
    const { flow: actor } = startInSystem(flow, { offerId: null, currency: 'EUR', user: USER }, { app: listeningLogic().logic });
    actor.send({ type: 'CHOOSE', method: 'IBAN' });
    expect(actor.getSnapshot().context.error).toBe(offerMessages.missingOfferId);
  });
});
