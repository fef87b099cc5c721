// Spec §2/§4 accept-offer payout in 3 steps: (1) contact information and the payout method, (2) the
// IBAN transfer, only when every contact field is filled, (3) PAYOUT REQUEST SUCCESSFUL. Back from 2
// returns to 1; Card posts the contact and sends the browser to the returned payment URL; closing
// resets the form and refills name, surname, e-mail and phone from the user, and (issue 23) the
// country, city, address and post code the profile holds; the IBAN step starts with the contact's
// name and surname. The same steps request a failed payout again. A payout refused with
// StepUpRequired asks the step-up actor and is requested again once the password is confirmed.
// The root runs it ('modal:accept-offer'); it finds the root, the step-up actor and the my-offers list
// by systemId, and loads the countries itself (its child 'countries'), whose first phone country is
// the contact's until the customer picks one (spec §2).
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { AppRequest } from '../app/app.requests';
import { theRoot } from '../app/flow-system';
import { countriesMachine, phoneCountries, type CountriesContext } from '../account/countries.machine';
import type { MessageOutcome } from '../auth/auth.actors';
import { leaveFor } from '../navigation/navigation.browser';
import { requestCardPayout, requestIbanPayout, type CardPayoutOutcome } from './offer.actors';
import { ibanError, offerMessages, type IbanForm } from './offer.rules';
import { contactError, contactPayload, type ContactForm } from './payout-contact.rules';
import type { StepUpRef, StepUpReply } from '../auth/step-up.machine';

export interface AcceptOfferInput {
  offerId: string | null;
  currency: string;
  /** Refilled into the form whenever it opens afresh (spec §4): name, surname, e-mail and phone, and what else the profile holds. */
  user: Pick<ContactForm, 'name' | 'surname' | 'email' | 'phone' | 'phoneCountry'> & Partial<Pick<ContactForm, 'country' | 'city' | 'address' | 'postCode'>>;
}

/** The my-offers page's flow (src/features/offers/my-offers-tab.tsx), reloaded once a payout was requested. */
export const MY_OFFERS_FLOW = 'page:my-offers';

interface AcceptOfferContext extends AcceptOfferInput {
  contact: ContactForm;
  iban: IbanForm;
  error: string | null;
  /** The system's step-up actor; without one a StepUpRequired refusal is shown like any other. */
  stepUp: StepUpRef | null;
  /** The countries and phone countries the contact step offers, as the child 'countries' loaded them. */
  countries: Omit<CountriesContext, 'toast'>;
}

export type AcceptOfferEvent =
  | { type: 'CONTACT.CHANGE'; field: keyof ContactForm; value: string }
  | { type: 'IBAN.CHANGE'; field: keyof IbanForm; value: string | boolean }
  | { type: 'CHOOSE'; method: 'IBAN' | 'CARD' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | StepUpReply;


const NO_COUNTRIES: AcceptOfferContext['countries'] = { countries: [], phoneCodes: [], error: null };
/** The contact with a phone country: the customer's, else the first the API supports (once loaded). */
const withPhoneCountry = (contact: ContactForm, countries: AcceptOfferContext['countries']): ContactForm =>
  contact.phoneCountry ? contact : { ...contact, phoneCountry: phoneCountries(countries)[0]?.iso ?? '' };
const freshContact = (user: AcceptOfferInput['user'], countries = NO_COUNTRIES): ContactForm =>
  withPhoneCountry({ country: '', city: '', address: '', postCode: '', ...user }, countries);
const EMPTY_IBAN: IbanForm = { firstName: '', lastName: '', iban: '', terms: false };

export const acceptOfferMachine = setup({
  types: {
    context: {} as AcceptOfferContext,
    events: {} as AcceptOfferEvent,
    input: {} as AcceptOfferInput,
  },
  actors: { requestIbanPayout, requestCardPayout, countries: countriesMachine },
  guards: {
    lacksOfferId: ({ context }) => !context.offerId,
    contactInvalid: ({ context }) => contactError(context.contact) !== null,
    ibanInvalid: ({ context }) => ibanError(context.iban) !== null,
    choseCard: ({ event }) => event.type === 'CHOOSE' && event.method === 'CARD',
    succeeded: (_, outcome: MessageOutcome) => outcome.ok,
    hasPaymentUrl: (_, outcome: CardPayoutOutcome) => outcome.ok,
    needsStepUp: ({ context }, outcome: MessageOutcome | CardPayoutOutcome) => !outcome.ok && outcome.stepUpRequired === true && !!context.stepUp,
  },
  actions: {
    changeContact: assign({
      contact: ({ context, event }) => (event.type === 'CONTACT.CHANGE' ? withPhoneCountry({ ...context.contact, [event.field]: event.value }, context.countries) : context.contact),
    }),
    takeCountries: assign(({ context }, countries: CountriesContext) => {
      const { countries: list, phoneCodes, error } = countries;
      const loaded = { countries: list, phoneCodes, error };
      return { countries: loaded, contact: withPhoneCountry(context.contact, loaded) };
    }),
    /** The names the contact step holds, unless the customer already typed others here. */
    prefillIbanNames: assign({
      iban: ({ context }) => ({ ...context.iban, firstName: context.iban.firstName || context.contact.name.trim(), lastName: context.iban.lastName || context.contact.surname.trim() }),
    }),
    changeIban: assign({ iban: ({ context, event }) => (event.type === 'IBAN.CHANGE' ? { ...context.iban, [event.field]: event.value } : context.iban) }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    toast: sendTo(theRoot, (_, message: string) => ({ type: 'NOTIFY', tone: 'error', message }) satisfies AppRequest),
    reset: assign(({ context }) => ({ contact: freshContact(context.user, context.countries), iban: EMPTY_IBAN, error: null })),
    closeModal: sendTo(theRoot, { type: 'MODAL.CLOSE', modal: 'acceptOffer' } as const),
    reloadOffers: sendTo(({ system }) => system.get(MY_OFFERS_FLOW) as AnyActorRef, { type: 'RELOAD' } as const),
    goToPaymentUrl: (_, url: string) => leaveFor(url),
    askStepUp: sendTo(({ context }) => context.stepUp as StepUpRef, ({ self }) => ({ type: 'STEP_UP.REQUEST' as const, requester: self })),
  },
}).createMachine({
  id: 'acceptOffer',
  context: ({ input, self }) => ({
    ...input,
    contact: freshContact(input.user),
    iban: EMPTY_IBAN,
    error: null,
    stepUp: (self.system.get('stepUp') as StepUpRef | undefined) ?? null,
    countries: NO_COUNTRIES,
  }),
  // Spec §8: countries that fail to load are said in the form and toasted (the child asks the root).
  invoke: {
    id: 'countries',
    src: 'countries',
    input: { toast: true },
    onSnapshot: { actions: { type: 'takeCountries', params: ({ event }) => event.snapshot.context as CountriesContext } },
  },
  initial: 'contact',
  on: {
    CLOSE: { target: '.contact', actions: ['reset', 'closeModal'] },
  },
  states: {
    contact: {
      on: {
        'CONTACT.CHANGE': { actions: 'changeContact' },
        CHOOSE: [
          { guard: 'lacksOfferId', actions: { type: 'setError', params: offerMessages.missingOfferId } },
          // Spec §8: the contact message (a field missing, or a phone not valid for its country) is shown and toasted.
          {
            guard: 'contactInvalid',
            actions: [
              { type: 'setError', params: ({ context }) => contactError(context.contact)! },
              { type: 'toast', params: ({ context }) => contactError(context.contact)! },
            ],
          },
          { guard: 'choseCard', target: 'requestingCard', actions: 'clearError' },
          { target: 'iban', actions: ['clearError', 'prefillIbanNames'] },
        ],
      },
    },
    requestingCard: {
      invoke: {
        src: 'requestCardPayout',
        input: ({ context }) => ({ id: context.offerId, currency: context.currency, ...contactPayload(context.contact) }),
        onDone: [
          {
            guard: { type: 'hasPaymentUrl', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: { type: 'goToPaymentUrl', params: ({ event }) => (event.output as Extract<CardPayoutOutcome, { ok: true }>).redirectUrl },
          },
          { guard: { type: 'needsStepUp', params: ({ event }) => event.output }, target: 'stepUpForCard' },
          {
            target: 'contact',
            actions: [
              { type: 'setError', params: ({ event }) => (event.output as { message: string }).message || offerMessages.noPaymentUrl },
              { type: 'toast', params: ({ event }) => (event.output as { message: string }).message || offerMessages.noPaymentUrl },
            ],
          },
        ],
        onError: { target: 'contact', actions: [{ type: 'setError', params: offerMessages.noPaymentUrl }, { type: 'toast', params: offerMessages.noPaymentUrl }] },
      },
    },
    stepUpForCard: {
      entry: 'askStepUp',
      on: { 'STEP_UP.CONFIRMED': 'requestingCard', 'STEP_UP.CANCELLED': 'contact' },
    },
    redirecting: {},
    iban: {
      on: {
        'IBAN.CHANGE': { actions: 'changeIban' },
        BACK: { target: 'contact', actions: 'clearError' },
        CONFIRM: [
          { guard: 'lacksOfferId', actions: { type: 'setError', params: offerMessages.missingRequiredId } },
          { guard: 'ibanInvalid', actions: { type: 'setError', params: ({ context }) => ibanError(context.iban)! } },
          { target: 'requestingIban', actions: 'clearError' },
        ],
      },
    },
    requestingIban: {
      invoke: {
        src: 'requestIbanPayout',
        input: ({ context }) => ({
          id: context.offerId,
          currency: context.currency,
          firstName: context.iban.firstName.trim(),
          lastName: context.iban.lastName.trim(),
          accountNumber: context.iban.iban.replace(/\s+/g, ''),
        }),
        onDone: [
          { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'succeeded' },
          { guard: { type: 'needsStepUp', params: ({ event }) => event.output }, target: 'stepUpForIban' },
          {
            target: 'iban',
            actions: [
              { type: 'setError', params: ({ event }) => event.output.message || 'An error occurred while processing your request.' },
              { type: 'toast', params: ({ event }) => event.output.message || 'An error occurred while processing your request.' },
            ],
          },
        ],
        onError: { target: 'iban', actions: { type: 'setError', params: 'Something went wrong' } },
      },
    },
    stepUpForIban: {
      entry: 'askStepUp',
      on: { 'STEP_UP.CONFIRMED': 'requestingIban', 'STEP_UP.CANCELLED': 'iban' },
    },
    // Step 3: Close reloads the offer history.
    succeeded: {
      // Closed after a payout request: the list shows the offer's new status.
      on: { CLOSE: { target: 'contact', actions: ['reset', 'closeModal', 'reloadOffers'] } },
    },
  },
});
