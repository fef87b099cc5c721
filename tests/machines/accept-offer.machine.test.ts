// Spec §2/§5 accept offer, step 1 (CONTACT INFORMATION): the country chosen from the list and the
// phone with its country. A missing country is one of the contact fields ('Please fill in all contact
// fields.', shown and toasted); a phone that is not valid for its chosen country gets the message the
// personal-information form gives an invalid phone, shown and toasted; neither method goes on.
import { describe, expect, it } from 'vitest';
import { acceptOfferMachine } from '../../machines/offers/accept-offer.machine';
import { accountMessages } from '../../machines/account/account.rules';
import { countriesMachine, type CountryOptions } from '../../machines/account/countries.machine';
import type { MessageOutcome } from '../../machines/auth/auth.actors';
import type { CardPayoutOutcome } from '../../machines/offers/offer.actors';
import { offerMessages } from '../../machines/offers/offer.rules';
import { contactError } from '../../machines/offers/payout-contact.rules';
import { controllableActor, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

// The customer's own details (refilled on open); a German mobile number as typed, national.
const USER = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '0151 12345678', phoneCountry: 'DE' };
const GERMANY = '12';
const PHONE_MESSAGE = 'Please enter a valid phone number';

/** Countries that are still loading: the contact keeps the profile's phone country. */
const unanswered = countriesMachine.provide({ actors: { loadCountryOptions: controllableActor<CountryOptions, unknown>().logic as never } });

function start() {
  const iban = controllableActor<MessageOutcome, Record<string, unknown>>();
  const card = controllableActor<CardPayoutOutcome, Record<string, unknown>>();
  const shell = listeningLogic();
  const { flow: actor } = startInSystem(
    acceptOfferMachine.provide({
      actors: { requestIbanPayout: iban.logic as never, requestCardPayout: card.logic as never, countries: unanswered },
      actions: { goToPaymentUrl: () => undefined },
    }),
    { offerId: '9', currency: 'EUR', user: USER },
    { app: shell.logic },
  );
  const change = (field: string, value: string) => actor.send({ type: 'CONTACT.CHANGE', field: field as never, value });
  const choose = (method: 'IBAN' | 'CARD') => actor.send({ type: 'CHOOSE', method });
  const snap = () => actor.getSnapshot();
  /** City, address and post code typed; the country left to each test. */
  const fillRest = () => {
    change('city', 'Berlin');
    change('address', 'Unter den Linden 1');
    change('postCode', '10117');
  };
  const refusedWith = (message: string) => {
    expect(snap().value).toBe('contact');
    expect(snap().context.error).toBe(message);
    expect(shell.heard.at(-1)).toEqual({ type: 'NOTIFY', tone: 'error', message });
  };
  return { card, change, choose, snap, fillRest, refusedWith, send: actor.send.bind(actor) };
}

describe('accept offer, contact step: the country and the phone for its country', () => {
  it('the personal-information form and this step give an invalid phone the same message', () => {
    expect(accountMessages.phone).toBe(PHONE_MESSAGE);
    expect(offerMessages.contact).toBe('Please fill in all contact fields.');
  });

  for (const method of ['IBAN', 'CARD'] as const) {
    it(`${method}: without a country chosen, the contact message, shown and toasted; once chosen, on`, () => {
      const flow = start();
      flow.fillRest();
      flow.choose(method);
      flow.refusedWith(offerMessages.contact);
      expect(flow.card.calls).toHaveLength(0);

      flow.change('country', GERMANY);
      flow.choose(method);
      expect(flow.snap().context.error).toBeNull();
      expect(flow.snap().value).toBe(method === 'IBAN' ? 'iban' : 'requestingCard');
    });

    it(`${method}: a phone not valid for its chosen country gets the personal-information message, shown and toasted`, () => {
      const flow = start();
      flow.fillRest();
      flow.change('country', GERMANY);
      // A German mobile number with France chosen beside it: too long for a French number.
      flow.change('phoneCountry', 'FR');
      flow.choose(method);
      flow.refusedWith(PHONE_MESSAGE);
      expect(flow.card.calls).toHaveLength(0);
      // Too short for any country.
      flow.change('phoneCountry', 'DE');
      flow.change('phone', '0151');
      flow.choose(method);
      flow.refusedWith(PHONE_MESSAGE);

      // The same number with its own country is taken.
      flow.change('phone', '0151 12345678');
      flow.choose(method);
      expect(flow.snap().context.error).toBeNull();
      expect(flow.snap().value).toBe(method === 'IBAN' ? 'iban' : 'requestingCard');
    });
  }

  it("the spec's order: every field filled comes first, then the phone", () => {
    const flow = start();
    flow.fillRest();
    flow.change('phoneCountry', 'FR');
    flow.choose('IBAN');
    flow.refusedWith(offerMessages.contact);
    flow.change('country', GERMANY);
    flow.choose('IBAN');
    flow.refusedWith(PHONE_MESSAGE);
  });

  // What the card payout sends (the phone international, the country by id) is checked in the model
  // paths of offers.machine.test.ts (state requestingCard).
  it('the contact rule alone: every field, then a phone valid for its country; an international number is its own', () => {
    const filled = { ...USER, country: GERMANY, city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117' };
    expect(contactError(filled)).toBeNull();
    expect(contactError({ ...filled, country: '' })).toBe(offerMessages.contact);
    expect(contactError({ ...filled, phoneCountry: 'FR' })).toBe(PHONE_MESSAGE);
    expect(contactError({ ...filled, phone: '+33 6 12 34 56 78', phoneCountry: 'DE' })).toBeNull();
  });

  it('closing empties the country and refills name, surname, e-mail and phone (with its country) from the user', () => {
    const flow = start();
    flow.fillRest();
    flow.change('country', GERMANY);
    flow.change('name', 'Someone');
    flow.change('phone', '0151');
    flow.change('phoneCountry', 'FR');
    flow.choose('IBAN');
    flow.refusedWith(PHONE_MESSAGE);
    flow.send({ type: 'CLOSE' });
    expect(flow.snap().value).toBe('contact');
    expect(flow.snap().context.error).toBeNull();
    expect(flow.snap().context.contact).toEqual({ ...USER, country: '', city: '', address: '', postCode: '' });
  });

  it('opens with what the profile holds (country, city, address, post code too); the IBAN step starts with the contact names, unless others were typed there', () => {
    const iban = controllableActor<MessageOutcome, Record<string, unknown>>();
    const profile = { ...USER, country: GERMANY, city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117' };
    const { flow: actor } = startInSystem(acceptOfferMachine.provide({ actors: { requestIbanPayout: iban.logic as never, countries: unanswered } }), { offerId: '9', currency: 'EUR', user: profile }, { app: listeningLogic().logic });
    expect(actor.getSnapshot().context.contact).toEqual(profile);
    actor.send({ type: 'CONTACT.CHANGE', field: 'phone', value: '+49 151 12345678' });
    actor.send({ type: 'CONTACT.CHANGE', field: 'name', value: ' Augusta ' });
    actor.send({ type: 'CHOOSE', method: 'IBAN' });
    expect(actor.getSnapshot().value).toBe('iban');
    expect(actor.getSnapshot().context.iban).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', iban: '' });
    actor.send({ type: 'IBAN.CHANGE', field: 'lastName', value: 'King' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHOOSE', method: 'IBAN' });
    expect(actor.getSnapshot().context.iban).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().context.contact).toEqual(profile);
    expect(actor.getSnapshot().context.iban).toMatchObject({ firstName: '', lastName: '' });
  });
});
