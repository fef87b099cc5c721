import QRCode from 'qrcode';
import { assign, fromPromise, setup } from 'xstate';
import type { AdminGql } from './admin-client';
import { AdminAcceptInviteDocument } from './graphql/graphql';

export const PASSWORD_MIN = 12;
export const PASSWORD_TOO_SHORT = `At least ${PASSWORD_MIN} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords differ.';
export const ACCEPT_FAILED = 'The console could not reach the shop. Try again.';

export interface InviteContext {
  gql: AdminGql;
  token: string;
  password: string;
  confirm: string;
  error: string | null;
  fieldErrors: Record<string, string>;
  otpauthUri: string | null;
  qrDataUrl: string | null;
  recoveryCodes: string[];
}

export type InviteEvent =
  | { type: 'PASSWORD.CHANGE'; password: string }
  | { type: 'CONFIRM.CHANGE'; confirm: string }
  | { type: 'SUBMIT' }
  | { type: 'CODES.KEPT' };

/**
 * Accepting a staff invitation at /admin/invite/:token: a password (twice), then the authenticator
 * enrolment — the otpauth URI as a QR code and as text — and the ten recovery codes, shown this once.
 */
export const inviteMachine = setup({
  types: { context: {} as InviteContext, events: {} as InviteEvent, input: {} as { gql: AdminGql; token: string } },
  actors: {
    accept: fromPromise(async ({ input }: { input: { gql: AdminGql; token: string; password: string } }) => (await input.gql(AdminAcceptInviteDocument, { token: input.token, password: input.password })).acceptInvite),
    drawQr: fromPromise(async ({ input }: { input: { uri: string } }) => QRCode.toDataURL(input.uri, { margin: 2, width: 240, errorCorrectionLevel: 'M' })),
  },
  guards: {
    tooShort: ({ context }) => context.password.length < PASSWORD_MIN,
    differ: ({ context }) => context.password !== context.confirm,
    refused: (_, accepted: { result: { ok: boolean } }) => !accepted.result.ok,
  },
}).createMachine({
  id: 'adminInvite',
  context: ({ input }) => ({ gql: input.gql, token: input.token, password: '', confirm: '', error: null, fieldErrors: {}, otpauthUri: null, qrDataUrl: null, recoveryCodes: [] }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'PASSWORD.CHANGE': { actions: assign({ password: ({ event }) => event.password, fieldErrors: {} }) },
        'CONFIRM.CHANGE': { actions: assign({ confirm: ({ event }) => event.confirm, fieldErrors: {} }) },
        SUBMIT: [
          { guard: 'tooShort', actions: assign({ fieldErrors: { password: PASSWORD_TOO_SHORT } }) },
          { guard: 'differ', actions: assign({ fieldErrors: { confirm: PASSWORDS_DIFFER } }) },
          { target: 'accepting', actions: assign({ error: null, fieldErrors: {} }) },
        ],
      },
    },
    accepting: {
      invoke: {
        src: 'accept',
        input: ({ context }) => ({ gql: context.gql, token: context.token, password: context.password }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'choosing',
            actions: assign({
              error: ({ event }) => event.output.result.message,
              fieldErrors: ({ event }) => Object.fromEntries(event.output.result.fieldErrors.map(({ field, messages }) => [field, messages[0] ?? ''])),
            }),
          },
          {
            target: 'enrolling',
            // The password is not kept once it has been used.
            actions: assign({ otpauthUri: ({ event }) => event.output.otpauthUri, recoveryCodes: ({ event }) => event.output.recoveryCodes, password: '', confirm: '' }),
          },
        ],
        onError: { target: 'choosing', actions: assign({ error: ACCEPT_FAILED }) },
      },
    },
    enrolling: {
      invoke: {
        src: 'drawQr',
        input: ({ context }) => ({ uri: context.otpauthUri! }),
        onDone: { actions: assign({ qrDataUrl: ({ event }) => event.output }) },
        // Without the picture the URI is still on the page, to type or paste into the app.
      },
      on: { 'CODES.KEPT': 'enrolled' },
    },
    enrolled: { type: 'final' },
  },
});
