import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { MAX_ERROR_TOASTS, type FormOutcome } from '../../machines/account/account-form.machine';
import {
  CHANGE_EMAIL_FAILED,
  changeEmailMachine,
  newPasswordMachine,
  personalInfoMachine,
  tradeUrlMachine,
  twoFactorSwitchMachine,
} from '../../machines/account/account-forms';
import { controllableActor, flush } from './catalogue-fakes';
import { startInSystem } from './flow-in-system';

/** A form in a system with fake root (`app`) and auth actors: `heard` is everything they are sent, in order. */
function start<M extends typeof changeEmailMachine>(machine: M) {
  const submit = controllableActor<FormOutcome, object>();
  const heard: { to: 'shell' | 'auth'; type: string; [key: string]: unknown }[] = [];
  const listener = (to: 'shell' | 'auth') => fromCallback(({ receive }) => receive((event) => void heard.push({ to, ...event })));
  const { flow: actor } = startInSystem(machine.provide({ actors: { submit: submit.logic } }), undefined, { app: listener('shell'), auth: listener('auth') });
  return { actor, submit, emitted: heard };
}

describe('account form machine', () => {
  it("change e-mail: the spec's checks in order, trimmed, before any request", () => {
    const { actor, submit } = start(changeEmailMachine);
    actor.send({ type: 'SUBMIT', values: { email: '  ', password: '  ' } });
    expect(actor.getSnapshot().context.error).toBe('New Email is required');
    actor.send({ type: 'SUBMIT', values: { email: 'new@example.com', password: ' ' } });
    expect(actor.getSnapshot().context.error).toBe('Password is required');
    expect(submit.calls).toHaveLength(0);
  });

  it('sends once, ignores repeated submits while it runs, then reports success and announces it', async () => {
    const { actor, submit, emitted } = start(changeEmailMachine);
    const values = { email: 'new@example.com', password: 'Secret1' };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    expect(submit.calls).toHaveLength(1);
    expect(submit.last.input).toEqual(values);
    submit.last.resolve({ ok: true, message: 'Your e-mail was changed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    // The toast, the modal closed, and (spec §4) the customer signed out.
    expect(emitted).toEqual([
      { to: 'shell', type: 'NOTIFY', tone: 'success', message: 'Your e-mail was changed' },
      { to: 'shell', type: 'MODAL.CLOSE', modal: 'changeEmail' },
      { to: 'auth', type: 'SIGNED_OUT' },
    ]);
  });

  it("shows the server's refusal, and the spec's fallback when the request fails", async () => {
    const { actor, submit, emitted } = start(changeEmailMachine);
    actor.send({ type: 'SUBMIT', values: { email: 'new@example.com', password: 'wrong' } });
    submit.last.resolve({ ok: false, messages: ['The password is incorrect'] });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('The password is incorrect');
    actor.send({ type: 'SUBMIT', values: { email: 'new@example.com', password: 'Secret1' } });
    submit.last.reject(new TypeError('fetch failed'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(CHANGE_EMAIL_FAILED);
    expect(emitted).toEqual([
      { to: 'shell', type: 'NOTIFY', tone: 'error', message: 'The password is incorrect' },
      { to: 'shell', type: 'NOTIFY', tone: 'error', message: CHANGE_EMAIL_FAILED },
    ]);
  });

  it('personal information: terms first; at most three error toasts, all messages inline', async () => {
    const { actor, submit, emitted } = start(personalInfoMachine as never);
    const values = { name: 'Ada', surname: 'L', email: 'a@b.cd', phone: '', phoneCountry: 'DE', country: null, city: '', address: '', postCode: '', steamId: '', currency: 'EUR' };
    actor.send({ type: 'SUBMIT', values: { ...values, terms: false } });
    expect(actor.getSnapshot().context.error).toBe('You must accept the terms and conditions');
    actor.send({ type: 'SUBMIT', values: { ...values, terms: true } });
    submit.last.resolve({ ok: false, messages: ['one', 'two', 'three', 'four'] });
    await flush();
    expect(emitted).toEqual(['one', 'two', 'three'].map((message) => ({ to: 'shell', type: 'NOTIFY', tone: 'error', message })));
    expect(MAX_ERROR_TOASTS).toBe(3);
    expect(actor.getSnapshot().context.error).toBe('one, two, three, four');
  });

  it.each([
    ['personal information: the saved profile replaces the old one, the modal closes', personalInfoMachine, { id: '1' }, [
      { to: 'auth', type: 'PROFILE.SAVED', profile: { id: '1' } },
      { to: 'shell', type: 'MODAL.CLOSE', modal: 'personalInfo' },
    ]],
    ['trade URL: the profile reloads, its modal closes', tradeUrlMachine, undefined, [
      { to: 'auth', type: 'PROFILE.RELOAD' },
      { to: 'shell', type: 'MODAL.CLOSE', modal: 'tradeUrl' },
    ]],
    ['new password: home with the login open', newPasswordMachine, undefined, [{ to: 'shell', type: 'LOGIN.OPEN_AT_HOME' }]],
    ['two-factor switch: the profile reloads', twoFactorSwitchMachine, undefined, [{ to: 'auth', type: 'PROFILE.RELOAD' }]],
  ] as const)('%s', async (_name, machine, data, after) => {
    const { actor, submit, emitted } = start(machine as never);
    const values = { terms: true, url: 'x', token: 't', password: 'Secret12', passConfirm: 'Secret12', enabled: true, phone: '', phoneCountry: 'DE' };
    actor.send({ type: 'SUBMIT', values });
    submit.last.resolve({ ok: true, message: 'Saved', data });
    await flush();
    expect(emitted).toEqual([{ to: 'shell', type: 'NOTIFY', tone: 'success', message: 'Saved' }, ...after]);
  });
});
