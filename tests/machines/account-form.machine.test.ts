import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MAX_ERROR_TOASTS, type FormEmitted, type FormOutcome } from '../../machines/account-form.machine';
import { CHANGE_EMAIL_FAILED, changeEmailMachine, personalInfoMachine } from '../../machines/account-forms';
import { controllableActor, flush } from './catalogue-fakes';

function start<M extends typeof changeEmailMachine>(machine: M) {
  const submit = controllableActor<FormOutcome, object>();
  const actor = createActor(machine.provide({ actors: { submit: submit.logic } }), { input: {} });
  const emitted: FormEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event as FormEmitted));
  actor.start();
  return { actor, submit, emitted };
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
    expect(emitted).toEqual([
      { type: 'notify', tone: 'success', message: 'Your e-mail was changed' },
      { type: 'saved', data: undefined },
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
      { type: 'failed', messages: ['The password is incorrect'] },
      { type: 'failed', messages: [CHANGE_EMAIL_FAILED] },
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
    expect(emitted).toEqual([{ type: 'failed', messages: ['one', 'two', 'three'] }]);
    expect(MAX_ERROR_TOASTS).toBe(3);
    expect(actor.getSnapshot().context.error).toBe('one, two, three, four');
  });
});
