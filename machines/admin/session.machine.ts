import { assign, fromPromise, setup } from 'xstate';
import { AdminMeDocument, AdminSignInDocument, AdminSignOutDocument, type AdminMeQuery, type ResultFragment } from './graphql/graphql';
import type { AdminGql } from './admin-client';

export type StaffMe = NonNullable<AdminMeQuery['me']>;

export const SESSION_ENDED_NOTICE = 'Your session ended. Sign in again.';
export const SIGN_IN_UNAVAILABLE = 'The console cannot be reached. Try again in a moment.';

export interface SessionContext {
  gql: AdminGql;
  me: StaffMe | null;
  error: string | null;
  fieldErrors: Record<string, string>;
  notice: string | null;
}

export type SessionEvent =
  | { type: 'SIGN_IN'; email: string; password: string; code: string }
  | { type: 'SIGN_OUT' }
  /** A screen's request answered UNAUTHENTICATED: the session expired, was revoked or signed out elsewhere. */
  | { type: 'SESSION.ENDED' }
  | { type: 'RETRY' };

const fieldErrorsOf = (result: ResultFragment) => Object.fromEntries(result.fieldErrors.map(({ field, messages }) => [field, messages[0] ?? '']));

/**
 * The staff member's session (systemId `session`): whether anyone is signed in and with which
 * permissions (the navigation and every screen show only what these allow), sign-in with e-mail,
 * password and code, sign-out, and the way back to sign-in when the session ends.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as { gql: AdminGql } },
  actors: {
    fetchMe: fromPromise(async ({ input }: { input: { gql: AdminGql } }) => (await input.gql(AdminMeDocument, {})).me),
    signIn: fromPromise(async ({ input }: { input: { gql: AdminGql; email: string; password: string; code: string } }) => {
      const { gql, ...variables } = input;
      return (await gql(AdminSignInDocument, variables)).signIn;
    }),
    signOut: fromPromise(async ({ input }: { input: { gql: AdminGql } }) => (await input.gql(AdminSignOutDocument, {})).signOut),
  },
  guards: {
    hasSession: (_, me: StaffMe | null | undefined) => me != null,
    refused: (_, result: ResultFragment) => !result.ok,
  },
  delays: { retryAfter: 3000 },
}).createMachine({
  id: 'adminSession',
  context: ({ input }) => ({ gql: input.gql, me: null, error: null, fieldErrors: {}, notice: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchMe',
        input: ({ context }) => ({ gql: context.gql }),
        onDone: [
          { guard: { type: 'hasSession', params: ({ event }) => event.output }, target: 'signedIn', actions: assign({ me: ({ event }) => event.output ?? null, error: null, notice: null }) },
          { target: 'signedOut', actions: assign({ me: null }) },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      after: { retryAfter: 'checking' },
      on: { RETRY: 'checking' },
    },
    signedOut: {
      on: {
        SIGN_IN: { target: 'signingIn', actions: assign({ error: null, fieldErrors: {}, notice: null }) },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => {
          const { email, password, code } = event as Extract<SessionEvent, { type: 'SIGN_IN' }>;
          return { gql: context.gql, email, password, code };
        },
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: assign({ error: ({ event }) => event.output.message, fieldErrors: ({ event }) => fieldErrorsOf(event.output) }),
          },
          { target: 'checking' },
        ],
        onError: { target: 'signedOut', actions: assign({ error: SIGN_IN_UNAVAILABLE }) },
      },
    },
    signedIn: {
      on: {
        SIGN_OUT: 'signingOut',
        'SESSION.ENDED': { target: 'signedOut', actions: assign({ me: null, notice: SESSION_ENDED_NOTICE }) },
      },
    },
    signingOut: {
      invoke: {
        src: 'signOut',
        input: ({ context }) => ({ gql: context.gql }),
        onDone: { target: 'signedOut', actions: assign({ me: null }) },
        onError: { target: 'signedOut', actions: assign({ me: null }) },
      },
    },
  },
});
