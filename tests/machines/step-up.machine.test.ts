import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { acceptOfferMachine } from '../../machines/offers/accept-offer.machine';
import type { FormOutcome } from '../../machines/account/account-form.machine';
import { tradeUrlMachine } from '../../machines/account/account-forms';
import { accountMessages } from '../../machines/account/account.rules';
import { countriesMachine, type CountryOptions } from '../../machines/account/countries.machine';
import { REQUEST_FAILED } from '../../machines/auth/auth.machine';
import type { MessageOutcome } from '../../machines/auth/auth.actors';
import type { CardPayoutOutcome } from '../../machines/offers/offer.actors';
import type { ConfirmOutcome } from '../../machines/auth/step-up.actors';
import { stepUpMachine } from '../../machines/auth/step-up.machine';
import { controllableActor, flush, listeningLogic } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

// Step-up, written apart from the machine: a flow asks; the modal opens; a blank password is refused
// without a request; a wrong one shows the server's message inline and asks again; a confirmed one
// tells the flow to carry on; cancelling tells it to give up; 'Login with Steam' leaves the page.
const model = createMachine({
  id: 'stepUpModel',
  initial: 'idle',
  states: {
    idle: { on: { REQUEST: 'asking' } },
    asking: { on: { SUBMIT_BLANK: 'blankRefused', SUBMIT: 'confirming', CANCEL: 'cancelled', STEAM: 'leaving', SECOND_REQUEST: 'replaced' } },
    blankRefused: { on: { SUBMIT: 'confirming', CANCEL: 'cancelled' } },
    confirming: { on: { CONFIRM_OK: 'confirmed', CONFIRM_WRONG: 'wrongPassword', NETWORK_ERROR: 'failed', CANCEL_WHILE_CONFIRMING: 'confirming' } },
    wrongPassword: { on: { SUBMIT: 'confirming', CANCEL: 'cancelled' } },
    failed: { on: { SUBMIT: 'confirming' } },
    replaced: { on: { SUBMIT: 'confirming' } },
    confirmed: { on: { REQUEST_AGAIN: 'askingAgain' } },
    askingAgain: { type: 'final' },
    cancelled: { type: 'final' },
    leaving: { type: 'final' },
  },
});

const WRONG = 'The password is incorrect';

/** A flow standing in for the requester: it records what the step-up actor tells it. */
const recorderLogic = setup({ types: { context: {} as { got: string[] } } }).createMachine({
  context: { got: [] },
  on: { '*': { actions: assign({ got: ({ context, event }) => [...context.got, event.type] }) } },
});

function start() {
  const confirm = controllableActor<ConfirmOutcome, { password: string }>();
  let leftForSteam = 0;
  const actor = createActor(
    stepUpMachine.provide({ actors: { confirmPassword: confirm.logic }, actions: { goToSteamSignIn: () => void (leftForSteam += 1) } }),
  );
  actor.start();
  const flow = createActor(recorderLogic).start();
  const other = createActor(recorderLogic).start();
  return { actor, confirm, flow, other, leftForSteam: () => leftForSteam };
}

describe('step-up machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snap = () => sut.actor.getSnapshot();
      let asker = sut.flow;
      await path.test({
        states: {
          idle: () => {
            expect(snap().value).toBe('idle');
            expect(sut.flow.getSnapshot().context.got).toEqual([]);
          },
          asking: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.requester).toBe(sut.flow);
            expect(snap().context.error).toBeNull();
          },
          blankRefused: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.error).toBe(accountMessages.passwordRequired);
            expect(sut.confirm.calls).toHaveLength(0);
          },
          confirming: () => {
            expect(snap().value).toBe('confirming');
            expect(sut.confirm.last.input).toEqual({ password: 'Secret12' });
          },
          wrongPassword: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.error).toBe(WRONG);
            expect(sut.flow.getSnapshot().context.got).toEqual([]);
          },
          failed: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.error).toBe(REQUEST_FAILED);
          },
          replaced: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.requester).toBe(sut.other);
            expect(sut.flow.getSnapshot().context.got).toEqual(['STEP_UP.CANCELLED']);
          },
          confirmed: () => {
            expect(snap().value).toBe('idle');
            expect(asker.getSnapshot().context.got).toEqual(['STEP_UP.CONFIRMED']);
            expect(snap().context.requester).toBeNull();
          },
          askingAgain: () => {
            expect(snap().value).toBe('asking');
            expect(snap().context.error).toBeNull();
          },
          cancelled: () => {
            expect(snap().value).toBe('idle');
            expect(sut.flow.getSnapshot().context.got).toEqual(['STEP_UP.CANCELLED']);
          },
          leaving: () => {
            expect(snap().value).toBe('leaving');
            expect(sut.leftForSteam()).toBe(1);
            expect(sut.flow.getSnapshot().context.got).toEqual([]);
          },
        },
        events: {
          REQUEST: () => sut.actor.send({ type: 'STEP_UP.REQUEST', requester: sut.flow }),
          SECOND_REQUEST: () => {
            asker = sut.other;
            sut.actor.send({ type: 'STEP_UP.REQUEST', requester: sut.other });
          },
          REQUEST_AGAIN: () => sut.actor.send({ type: 'STEP_UP.REQUEST', requester: sut.flow }),
          SUBMIT_BLANK: () => sut.actor.send({ type: 'CONFIRM', password: '   ' }),
          SUBMIT: () => sut.actor.send({ type: 'CONFIRM', password: 'Secret12' }),
          CONFIRM_OK: async () => {
            sut.confirm.last.resolve({ ok: true });
            await flush();
          },
          CONFIRM_WRONG: async () => {
            sut.confirm.last.resolve({ ok: false, message: WRONG });
            await flush();
          },
          NETWORK_ERROR: async () => {
            sut.confirm.last.reject(new TypeError('fetch failed'));
            await flush();
          },
          // The request under way is not abandoned half-way.
          CANCEL_WHILE_CONFIRMING: () => sut.actor.send({ type: 'CANCEL' }),
          CANCEL: () => sut.actor.send({ type: 'CANCEL' }),
          STEAM: () => sut.actor.send({ type: 'STEAM_SIGN_IN' }),
        },
      });
    });
  }
});

describe('step-up machine, a second flow', () => {
  it('asking while a password is being checked for another flow is told at once that it was not confirmed', async () => {
    const { actor, confirm, flow, other } = start();
    actor.send({ type: 'STEP_UP.REQUEST', requester: flow });
    actor.send({ type: 'CONFIRM', password: 'Secret12' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'STEP_UP.REQUEST', requester: other });
    expect(other.getSnapshot().context.got).toEqual(['STEP_UP.CANCELLED']);
    confirm.last.resolve({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flow.getSnapshot().context.got).toEqual(['STEP_UP.CONFIRMED']);
    expect(other.getSnapshot().context.got).toEqual(['STEP_UP.CANCELLED']);
  });
});

describe('flows that ask for step-up', () => {
  /** The step-up actor the flows find by systemId, beside a root and an auth actor that only listen. */
  function withStepUp() {
    const confirm = controllableActor<ConfirmOutcome, { password: string }>();
    const auth = listeningLogic();
    const neighbours = { stepUp: stepUpMachine.provide({ actors: { confirmPassword: confirm.logic } }), app: listeningLogic().logic, auth: auth.logic };
    return { neighbours, confirm, toAuth: auth.heard };
  }

  it('an account form sends the same values again once the password is confirmed', async () => {
    const { neighbours, confirm, toAuth: saved } = withStepUp();
    const submit = controllableActor<FormOutcome, object>();
    // The auth actor hears the profile reload a saved trade link asks for.
    const { flow: form, neighbour } = startInSystem(tradeUrlMachine.provide({ actors: { submit: submit.logic } }), undefined, neighbours);
    const stepUp = neighbour('stepUp');
    const values = { url: 'https://steamcommunity.com/tradeoffer/new/?partner=2&token=abc' };
    form.send({ type: 'SUBMIT', values });
    submit.last.resolve({ ok: false, messages: ['For your security, please confirm your password to continue.'], stepUpRequired: true });
    await flush();
    expect(form.getSnapshot().value).toBe('confirming');
    expect(stepUp.getSnapshot().value).toBe('asking');
    form.send({ type: 'SUBMIT', values }); // ignored while the modal is open
    expect(submit.calls).toHaveLength(1);

    stepUp.send({ type: 'CONFIRM', password: 'Secret12' });
    confirm.last.resolve({ ok: true });
    await flush();
    expect(submit.calls).toHaveLength(2);
    expect(submit.last.input).toEqual(values);
    submit.last.resolve({ ok: true, message: 'Trade link updated successfully' });
    await flush();
    expect(form.getSnapshot().value).toBe('saved');
    expect(saved).toEqual([{ type: 'PROFILE.RELOAD' }]);
  });

  it('an account form goes back to editing, unsent, when the customer cancels', async () => {
    const { neighbours } = withStepUp();
    const submit = controllableActor<FormOutcome, object>();
    const { flow: form, neighbour } = startInSystem(tradeUrlMachine.provide({ actors: { submit: submit.logic } }), undefined, neighbours);
    const stepUp = neighbour('stepUp');
    form.send({ type: 'SUBMIT', values: { url: 'x' } });
    submit.last.resolve({ ok: false, messages: ['confirm'], stepUpRequired: true });
    await flush();
    stepUp.send({ type: 'CANCEL' });
    expect(form.getSnapshot().value).toBe('editing');
    expect(submit.calls).toHaveLength(1);
  });

  it('the IBAN payout is requested again after the confirmation; the card payout goes back to contact on cancel', async () => {
    const { neighbours, confirm } = withStepUp();
    const iban = controllableActor<MessageOutcome, Record<string, unknown>>();
    const card = controllableActor<CardPayoutOutcome, Record<string, unknown>>();
    const user = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+4915112345678', phoneCountry: 'DE' };
    const countries = countriesMachine.provide({ actors: { loadCountryOptions: controllableActor<CountryOptions, unknown>().logic as never } });
    const { flow, neighbour } = startInSystem(
      acceptOfferMachine.provide({ actors: { requestIbanPayout: iban.logic as never, requestCardPayout: card.logic as never, countries }, actions: { goToPaymentUrl: () => undefined } }),
      { offerId: '9', currency: 'EUR', user },
      { ...neighbours, 'page:my-offers': listeningLogic().logic },
    );
    const stepUp = neighbour('stepUp');
    for (const [field, value] of [['country', '12'], ['city', 'Berlin'], ['address', 'Unter den Linden 1'], ['postCode', '10117']] as const) {
      flow.send({ type: 'CONTACT.CHANGE', field, value });
    }
    flow.send({ type: 'CHOOSE', method: 'CARD' });
    card.last.resolve({ ok: false, message: 'confirm', stepUpRequired: true });
    await flush();
    expect(flow.getSnapshot().value).toBe('stepUpForCard');
    stepUp.send({ type: 'CANCEL' });
    expect(flow.getSnapshot().value).toBe('contact');
    expect(flow.getSnapshot().context.error).toBeNull();

    flow.send({ type: 'CHOOSE', method: 'IBAN' });
    for (const [field, value] of [['firstName', 'Ada'], ['lastName', 'Lovelace'], ['iban', 'DE89 3704 0044 0532 0130 00'], ['terms', true]] as const) {
      flow.send({ type: 'IBAN.CHANGE', field, value });
    }
    flow.send({ type: 'CONFIRM' });
    iban.last.resolve({ ok: false, message: 'confirm', stepUpRequired: true });
    await flush();
    expect(flow.getSnapshot().value).toBe('stepUpForIban');
    stepUp.send({ type: 'CONFIRM', password: 'Secret12' });
    confirm.last.resolve({ ok: true });
    await flush();
    expect(iban.calls).toHaveLength(2);
    expect(iban.last.input).toMatchObject({ id: '9', accountNumber: 'DE89370400440532013000' });
    iban.last.resolve({ ok: true, message: 'Your Payout Request Has Been Submitted.' });
    await flush();
    expect(flow.getSnapshot().value).toBe('succeeded');
  });
});
