import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { ACCEPT_FAILED, inviteMachine, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from '../../machines/admin/invite.machine';
import type { AdminGql } from '../../machines/admin/admin-client';
import type { AdminAcceptInviteMutation } from '../../machines/admin/graphql/graphql';
import { controllableActor, flush } from './catalogue-fakes';

// Accepting an invitation, written apart from the machine: a password of 12+ characters typed twice
// the same, then the QR code of the otpauth URI with the URI and ten codes; a refused token stays on
// the password with the API's message; the password is forgotten once used.
const model = createMachine({
  id: 'adminInviteModel',
  initial: 'choosing',
  states: {
    choosing: { on: { SUBMIT_SHORT: 'tooShort', SUBMIT_DIFFERENT: 'differ', SUBMIT_GOOD: 'accepting' } },
    tooShort: { on: { SUBMIT_GOOD: 'accepting' } },
    differ: { on: { SUBMIT_GOOD: 'accepting' } },
    accepting: { on: { ACCEPTED: 'enrolling', TOKEN_REFUSED: 'refused', UNREACHABLE: 'unreachable' } },
    refused: {},
    unreachable: {},
    enrolling: { on: { QR_DRAWN: 'qrShown', CODES_KEPT: 'enrolled' } },
    qrShown: { on: { CODES_KEPT: 'enrolled' } },
    enrolled: {},
  },
});

const URI_TEXT = 'otpauth://totp/Skin%20Shop:agent%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Skin%20Shop';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);
type Accepted = AdminAcceptInviteMutation['acceptInvite'];
const ok: Accepted = { result: { ok: true, errorCode: null, message: null, fieldErrors: [], awaitingApproval: false, inviteUrl: null }, otpauthUri: URI_TEXT, recoveryCodes: CODES };

function start() {
  const accept = controllableActor<Accepted, { gql: AdminGql; token: string; password: string }>();
  const drawQr = controllableActor<string, { uri: string }>();
  const actor = createActor(inviteMachine.provide({ actors: { accept: accept.logic, drawQr: drawQr.logic } }), { input: { gql: async () => ({}) as never, token: 'tok' } }).start();
  return { actor, accept, drawQr };
}

const type = (actor: ReturnType<typeof start>['actor'], password: string, confirm = password) => {
  actor.send({ type: 'PASSWORD.CHANGE', password });
  actor.send({ type: 'CONFIRM.CHANGE', confirm });
  actor.send({ type: 'SUBMIT' });
};

describe('invitation machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snapshot = () => sut.actor.getSnapshot();
      await path.test({
        states: {
          choosing: () => expect(snapshot().matches('choosing')).toBe(true),
          tooShort: () => {
            expect(snapshot().context.fieldErrors).toEqual({ password: PASSWORD_TOO_SHORT });
            expect(sut.accept.calls).toHaveLength(0);
          },
          differ: () => {
            expect(snapshot().context.fieldErrors).toEqual({ confirm: PASSWORDS_DIFFER });
            expect(sut.accept.calls).toHaveLength(0);
          },
          accepting: () => {
            expect(snapshot().matches('accepting')).toBe(true);
            expect(sut.accept.last.input).toMatchObject({ token: 'tok', password: 'a long password' });
          },
          refused: () => {
            expect(snapshot().matches('choosing')).toBe(true);
            expect(snapshot().context.error).toBe('This invitation link is invalid or has expired');
          },
          unreachable: () => expect(snapshot().context.error).toBe(ACCEPT_FAILED),
          enrolling: () => {
            expect(snapshot().matches('enrolling')).toBe(true);
            expect(snapshot().context).toMatchObject({ otpauthUri: URI_TEXT, recoveryCodes: CODES, password: '', confirm: '' });
            expect(sut.drawQr.last.input).toEqual({ uri: URI_TEXT });
          },
          qrShown: () => expect(snapshot().context.qrDataUrl).toBe('data:image/png;base64,AAAA'),
          enrolled: () => expect(snapshot().status).toBe('done'),
        },
        events: {
          SUBMIT_SHORT: () => type(sut.actor, 'short'),
          SUBMIT_DIFFERENT: () => type(sut.actor, 'a long password', 'a long passw0rd'),
          SUBMIT_GOOD: () => type(sut.actor, 'a long password'),
          ACCEPTED: async () => {
            sut.accept.last.resolve(ok);
            await flush();
          },
          TOKEN_REFUSED: async () => {
            sut.accept.last.resolve({ ...ok, otpauthUri: null, recoveryCodes: [], result: { ...ok.result, ok: false, errorCode: 'INVALID_TOKEN', message: 'This invitation link is invalid or has expired' } });
            await flush();
          },
          UNREACHABLE: async () => {
            sut.accept.last.reject(new Error('network'));
            await flush();
          },
          QR_DRAWN: async () => {
            sut.drawQr.last.resolve('data:image/png;base64,AAAA');
            await flush();
          },
          CODES_KEPT: () => sut.actor.send({ type: 'CODES.KEPT' }),
        },
      });
    });
  }

  it('draws a real QR code of the URI as a PNG data URL (the qrcode library)', async () => {
    const machine = inviteMachine.provide({ actors: { accept: fromPromise(async () => ok) } });
    const actor = createActor(machine, { input: { gql: async () => ({}) as never, token: 'tok' } }).start();
    type(actor, 'a long password');
    const drawn = await waitFor(actor, (snapshot) => snapshot.context.qrDataUrl !== null, { timeout: 5000 });
    expect(drawn.context.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}/);
  });
});
