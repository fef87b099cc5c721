import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import type { EmailVerification, LoginResult, MessageOutcome, Profile, RegisterResult } from '../../machines/auth/auth.actors';
import { EMPTY_REGISTRATION } from '../../machines/account/account.rules';
import {
  authMachine,
  LINK_RESENT,
  LOGGED_IN,
  LOGIN_FAILED,
  SESSION_EXPIRED,
  VERIFICATION_TOASTS,
  type Notification,
} from '../../machines/auth/auth.machine';
import { controllableActor, flush } from './catalogue-fakes';
import { PROFILE } from './account-fixtures';

// Spec §4 auth, written apart from the machine: what signs a user in and out, and what the UI is
// told (modal to open or close, Profile page, toasts).
const model = createMachine({
  id: 'authModel',
  initial: 'checking',
  states: {
    checking: { on: { STATUS_VISITOR: 'visitor', STATUS_SIGNED_IN: 'loadingProfile' } },
    visitor: {
      on: {
        LOGIN: 'loggingIn',
        REGISTER: 'registering',
        FORGOT: 'requestingReset',
      },
    },
    loggingIn: {
      on: { LOGIN_OK: 'signedIn', LOGIN_NEEDS_2FA: 'twoFactor', LOGIN_UNVERIFIED: 'unverified', LOGIN_REFUSED: 'loginError', LOGIN_NETWORK: 'loginError' },
    },
    loginError: { on: { OPEN_LOGIN: 'visitor' } },
    unverified: { on: { RESEND_LINK: 'linkResent' } },
    linkResent: {},
    twoFactor: { on: { CODE_VERIFIED: 'signedIn', TWO_FACTOR_CANCEL: 'visitor' } },
    registering: { on: { REGISTER_OK: 'signedIn', REGISTER_VERIFY: 'awaitingVerification', REGISTER_REFUSED: 'registerError' } },
    registerError: {},
    awaitingVerification: { on: { OPEN_LOGIN: 'visitor' } },
    requestingReset: { on: { RESET_SENT: 'resetSuccess' } },
    resetSuccess: { on: { WAIT_2S: 'visitor' } },
    loadingProfile: { on: { PROFILE_LOADED: 'signedIn' } },
    signedIn: { on: { LOGOUT: 'visitor', UNAUTHENTICATED: 'expired', EMAIL_CHANGED: 'visitor', CURRENCY: 'loadingProfile' } },
    // Issue 45: the session ended under the customer: said so, and signing in again returns to the page.
    expired: { on: { LOGIN_AGAIN: 'returned' } },
    returned: {},
  },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const fakes = {
    logIn: controllableActor<LoginResult, { email: string; password: string; currency: string }>(),
    register: controllableActor<RegisterResult, Record<string, string>>(),
    reset: controllableActor<MessageOutcome, { email: string }>(),
    resendLink: controllableActor<MessageOutcome, { email: string }>(),
    profile: controllableActor<Profile, { currency: string }>(),
    verifyEmail: controllableActor<EmailVerification, { token: string }>(),
    logOut: controllableActor<void, unknown>(),
  };
  const ui = { modals: [] as string[], closes: 0, profilePage: 0, pages: [] as string[], home: 0, loginAtHome: 0, signedIn: [] as boolean[], toasts: [] as Notification[] };
  // Stands in for the two-factor child (tested on its own): it ends verified or cancelled.
  const twoFactor = createMachine({
    context: { verified: false },
    initial: 'waiting',
    states: {
      waiting: { on: { VERIFIED: { target: 'done', actions: assign({ verified: true }) }, CANCEL: 'done' } },
      done: { type: 'final' },
    },
    output: ({ context }) => (context.verified ? { verified: true, profile: PROFILE } : { verified: false }),
  });
  const machine = authMachine.provide({
    actors: {
      logIn: fakes.logIn.logic,
      register: fakes.register.logic as never,
      requestPasswordReset: fakes.reset.logic,
      resendConfirmationLink: fakes.resendLink.logic,
      loadProfile: fakes.profile.logic,
      verifyEmail: fakes.verifyEmail.logic,
      logOut: fakes.logOut.logic,
      twoFactor: twoFactor as never,
    },
    actions: {
      openModal: (_, modal) => void ui.modals.push(modal),
      closeModal: () => void (ui.closes += 1),
      goOn: ({ context }) => {
        ui.pages.push(context.returnTo ?? '/profile');
        if (context.returnTo === null) ui.profilePage += 1;
      },
      goHome: () => void (ui.home += 1),
      openLoginAtHome: () => void (ui.loginAtHome += 1),
      tellApp: (_, signedIn) => void ui.signedIn.push(signedIn),
    },
  });
  const actor = createActor(machine, { input: { currency: 'EUR' } });
  actor.on('notify', (event) => void ui.toasts.push(event));
  actor.start();
  return { actor, fakes, ui };
}

// As the register modal sends it: the phone already checked and in international format.
const REGISTRATION = { ...EMPTY_REGISTRATION, name: 'Ada', surname: 'Lovelace', email: ' ada@example.com ', phone: '+4915112345678', phoneCountry: 'DE', password: 'Secret1', passConfirm: 'Secret1', terms: true };

describe('auth machine (model-based)', () => {
  for (const path of createTestModel(model).getShortestPaths()) {
    it(path.description, async () => {
      const sut = start();
      const snap = () => sut.actor.getSnapshot();
      let currency = 'EUR';
      const expectSignedIn = () => {
        expect(snap().matches({ session: { authenticated: 'ready' } })).toBe(true);
        expect(snap().context.profile).toEqual(PROFILE);
        expect(sut.ui.signedIn.at(-1)).toBe(true);
      };
      const expectVisitor = () => {
        expect(snap().matches({ session: { unauthenticated: 'idle' } })).toBe(true);
        expect(snap().context.profile).toBeNull();
        expect(sut.ui.signedIn.at(-1)).toBe(false);
      };
      await path.test({
        states: {
          checking: () => expect(snap().matches({ session: 'checking' })).toBe(true),
          visitor: expectVisitor,
          loggingIn: () => {
            expect(snap().matches({ session: { unauthenticated: 'loggingIn' } })).toBe(true);
            expect(sut.fakes.logIn.last.input).toEqual({ email: 'ada@example.com', password: 'Secret1', currency: 'EUR' });
          },
          loginError: () => {
            expect(snap().matches({ session: { unauthenticated: 'idle' } })).toBe(true);
            expect(snap().context.error).toMatch(/^(These credentials do not match our records\.|An error occurred while trying to log in\. Please try again\.)$/);
          },
          unverified: () => {
            expect(snap().context).toMatchObject({ error: 'Please confirm your e-mail first.', unverifiedEmail: 'ada@example.com' });
          },
          linkResent: () => {
            expect(sut.fakes.resendLink.last.input).toEqual({ email: 'ada@example.com' });
            expect(sut.ui.toasts.at(-1)).toEqual({ type: 'notify', tone: 'success', message: LINK_RESENT });
          },
          twoFactor: () => {
            expect(snap().matches({ session: { unauthenticated: 'twoFactor' } })).toBe(true);
            expect(sut.ui.modals.at(-1)).toBe('twoFactor');
            expect(snap().context.twoFactor).toEqual({ codeLength: 6, expiryMinutes: 10 });
          },
          registering: () => {
            expect(sut.fakes.register.last.input).toMatchObject({ email: 'ada@example.com', phone: '+4915112345678', phoneCountryCode: 'DE', acceptTerms: true });
          },
          registerError: () => expect(snap().context.error).toBe('The email has already been taken.'),
          awaitingVerification: () => {
            expect(snap().matches({ session: { unauthenticated: 'awaitingVerification' } })).toBe(true);
            expect(snap().context.notice).toBe('Check your e-mail');
          },
          requestingReset: () => expect(sut.fakes.reset.last.input).toEqual({ email: 'ada@example.com' }),
          resetSuccess: () => expect(snap().matches({ session: { unauthenticated: 'resetRequested' } })).toBe(true),
          loadingProfile: () => {
            expect(snap().matches({ session: { authenticated: 'loadingProfile' } })).toBe(true);
            expect(sut.fakes.profile.last.input).toEqual({ currency });
          },
          signedIn: expectSignedIn,
          expired: () => {
            expectVisitor();
            expect(sut.ui.toasts.at(-1)).toEqual({ type: 'notify', tone: 'warning', message: SESSION_EXPIRED });
            expect(sut.ui.modals.at(-1)).toBe('login');
            expect(snap().context.returnTo).toBe('/profile?tab=order-history');
          },
          returned: () => {
            expectSignedIn();
            expect(sut.ui.pages.at(-1)).toBe('/profile?tab=order-history');
            expect(snap().context.returnTo).toBeNull();
          },
        },
        events: {
          STATUS_VISITOR: () => sut.actor.send({ type: 'AUTH.STATUS', authenticated: false }),
          STATUS_SIGNED_IN: () => sut.actor.send({ type: 'AUTH.STATUS', authenticated: true }),
          LOGIN: () => sut.actor.send({ type: 'LOGIN.SUBMIT', email: ' ada@example.com', password: 'Secret1' }),
          LOGIN_OK: async () => {
            sut.fakes.logIn.last.resolve({ __typename: 'SignedIn', message: 'ok', profile: PROFILE });
            await flush();
            // Spec §4: close the modal, go to Profile, say so.
            expect(sut.ui.closes).toBe(1);
            expect(sut.ui.profilePage).toBe(1);
            expect(sut.ui.toasts).toEqual([{ type: 'notify', tone: 'success', message: LOGGED_IN, durationMs: 2000 }]);
          },
          LOGIN_NEEDS_2FA: async () => {
            sut.fakes.logIn.last.resolve({ __typename: 'TwoFactorRequired', message: 'Code sent', codeLength: 6, expiryMinutes: 10 });
            await flush();
          },
          LOGIN_UNVERIFIED: async () => {
            sut.fakes.logIn.last.resolve({ __typename: 'AccountUnverified', errorCode: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your e-mail first.' });
            await flush();
          },
          LOGIN_REFUSED: async () => {
            sut.fakes.logIn.last.resolve({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'These credentials do not match our records.' });
            await flush();
          },
          LOGIN_NETWORK: async () => {
            sut.fakes.logIn.last.reject(new TypeError('fetch failed'));
            await flush();
            expect(snap().context.error).toBe(LOGIN_FAILED);
          },
          OPEN_LOGIN: () => {
            sut.actor.send({ type: 'ERROR.CLEAR' });
            expect(snap().context.error).toBeNull();
          },
          RESEND_LINK: async () => {
            sut.actor.send({ type: 'RESEND_LINK' });
            sut.fakes.resendLink.last.resolve({ ok: true, message: 'sent' });
            await flush();
          },
          CODE_VERIFIED: async () => {
            sut.actor.getSnapshot().children.twoFactor!.send({ type: 'VERIFIED' });
            await flush();
            expect(sut.ui.profilePage).toBe(1);
            expect(sut.ui.toasts.at(-1)).toEqual({ type: 'notify', tone: 'success', message: LOGGED_IN, durationMs: 1500 });
          },
          TWO_FACTOR_CANCEL: async () => {
            sut.actor.getSnapshot().children.twoFactor!.send({ type: 'CANCEL' });
            await flush();
            expect(sut.ui.closes).toBe(1);
          },
          REGISTER: () => sut.actor.send({ type: 'REGISTER.SUBMIT', form: REGISTRATION }),
          REGISTER_OK: async () => {
            sut.fakes.register.last.resolve({ __typename: 'SignedIn', message: 'ok', profile: PROFILE });
            await flush();
            expect(sut.ui.profilePage).toBe(1);
          },
          REGISTER_VERIFY: async () => {
            sut.fakes.register.last.resolve({ __typename: 'VerificationSent', message: 'Check your e-mail' });
            await flush();
          },
          REGISTER_REFUSED: async () => {
            sut.fakes.register.last.resolve({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'The email has already been taken.' });
            await flush();
          },
          FORGOT: () => sut.actor.send({ type: 'FORGOT.SUBMIT', email: 'ada@example.com ' }),
          RESET_SENT: async () => {
            sut.fakes.reset.last.resolve({ ok: true, message: 'sent' });
            await flush();
          },
          WAIT_2S: () => {
            vi.advanceTimersByTime(1999);
            expect(snap().matches({ session: { unauthenticated: 'resetRequested' } })).toBe(true);
            vi.advanceTimersByTime(1);
          },
          PROFILE_LOADED: async () => {
            sut.fakes.profile.last.resolve(PROFILE);
            await flush();
          },
          LOGOUT: async () => {
            const home = sut.ui.home;
            sut.actor.send({ type: 'LOGOUT' });
            expect(sut.ui.home).toBe(home + 1);
            sut.fakes.logOut.last.resolve();
            await flush();
          },
          UNAUTHENTICATED: () => sut.actor.send({ type: 'UNAUTHENTICATED', returnTo: '/profile?tab=order-history' }),
          LOGIN_AGAIN: async () => {
            sut.actor.send({ type: 'LOGIN.SUBMIT', email: 'ada@example.com', password: 'Secret1' });
            sut.fakes.logIn.last.resolve({ __typename: 'SignedIn', message: 'ok', profile: PROFILE });
            await flush();
          },
          EMAIL_CHANGED: () => sut.actor.send({ type: 'SIGNED_OUT' }),
          CURRENCY: () => {
            currency = 'USD';
            sut.actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } });
          },
        },
      });
    });
  }
});

describe('auth machine: logging out', () => {
  it("waits for logout's answer whatever is announced meanwhile (a balance change, a currency, a second click)", async () => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: true });
    sut.fakes.profile.last.resolve(PROFILE);
    await flush();
    sut.actor.send({ type: 'LOGOUT' });
    const profileLoads = sut.fakes.profile.calls.length;
    sut.actor.send({ type: 'PROFILE.RELOAD' });
    sut.actor.send({ type: 'CURRENCY.CHANGED', currency: { code: 'USD' } });
    sut.actor.send({ type: 'LOGOUT' });
    expect(sut.actor.getSnapshot().matches({ session: { authenticated: 'loggingOut' } })).toBe(true);
    expect(sut.fakes.profile.calls).toHaveLength(profileLoads);
    expect(sut.fakes.logOut.calls).toHaveLength(1);
    sut.fakes.logOut.last.resolve();
    await flush();
    expect(sut.actor.getSnapshot().matches({ session: { unauthenticated: 'idle' } })).toBe(true);
    expect(sut.ui.signedIn.at(-1)).toBe(false);
  });

  it('a 401 answered meanwhile to the ending session says nothing of an expired one', async () => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: true });
    sut.fakes.profile.last.resolve(PROFILE);
    await flush();
    sut.actor.send({ type: 'LOGOUT' });
    sut.actor.send({ type: 'UNAUTHENTICATED', returnTo: '/checkout' });
    sut.fakes.logOut.last.resolve();
    await flush();
    expect(sut.ui.toasts).toEqual([]);
    expect(sut.ui.modals).toEqual([]);
    expect(sut.actor.getSnapshot().context.returnTo).toBeNull();
  });
});

describe('auth machine: where a sign-in goes', () => {
  it('to the page the root asked for (a signed-in page sent the visitor home), else to the profile', async () => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: false });
    sut.actor.send({ type: 'SIGN_IN.RETURN_TO', path: '/orders/7' });
    sut.actor.send({ type: 'LOGIN.SUBMIT', email: 'ada@example.com', password: 'Secret1' });
    sut.fakes.logIn.last.resolve({ __typename: 'SignedIn', message: 'ok', profile: PROFILE });
    await flush();
    expect(sut.ui.pages).toEqual(['/orders/7']);
    // No toast of an expired session: this visitor had none.
    expect(sut.ui.toasts.map((toast) => toast.message)).toEqual([LOGGED_IN]);
    sut.actor.send({ type: 'LOGOUT' });
    sut.fakes.logOut.last.resolve();
    await flush();
    sut.actor.send({ type: 'LOGIN.SUBMIT', email: 'ada@example.com', password: 'Secret1' });
    sut.fakes.logIn.last.resolve({ __typename: 'SignedIn', message: 'ok', profile: PROFILE });
    await flush();
    expect(sut.ui.pages).toEqual(['/orders/7', '/profile']);
  });
});

describe('auth machine: e-mail links', () => {
  it.each([
    ['SUCCESS', 'success'],
    ['ALREADY_VERIFIED', 'success'],
    ['ERROR', 'error'],
  ] as const)('verification %s for a signed-in customer gives its toast and goes home', async (outcome, tone) => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: true });
    sut.actor.send({ type: 'VERIFY_EMAIL', token: 'abc' });
    expect(sut.fakes.verifyEmail.last.input).toEqual({ token: 'abc' });
    sut.fakes.verifyEmail.last.resolve({ outcome, message: 'server text', email: null });
    await flush();
    expect(sut.ui.toasts).toEqual([{ type: 'notify', tone, message: VERIFICATION_TOASTS[outcome] }]);
    expect(sut.ui.home).toBe(1);
    expect(sut.ui.loginAtHome).toBe(0);
  });

  it.each(['SUCCESS', 'ALREADY_VERIFIED'] as const)(
    'verification %s for a visitor: its toast, home with the login open, the address registered in this browser filled in',
    async (outcome) => {
      const stored = new Map<string, string>();
      vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) });
      try {
        const sut = start();
        sut.actor.send({ type: 'AUTH.STATUS', authenticated: false });
        sut.actor.send({ type: 'REGISTER.SUBMIT', form: REGISTRATION });
        sut.fakes.register.last.resolve({ __typename: 'VerificationSent', message: 'Check your e-mail' });
        await flush();
        sut.actor.send({ type: 'VERIFY_EMAIL', token: 'abc' });
        sut.fakes.verifyEmail.last.resolve({ outcome, message: 'server text', email: null });
        await flush();
        expect(sut.ui.toasts).toEqual([{ type: 'notify', tone: 'success', message: VERIFICATION_TOASTS[outcome] }]);
        expect(sut.ui.loginAtHome).toBe(1);
        expect(sut.ui.home).toBe(0);
        expect(sut.actor.getSnapshot().context.confirmedEmail).toBe('ada@example.com');
        // The link is used once: a second one fills in nothing.
        expect(stored.size).toBe(0);
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );

  it('a link opened in another browser (nothing registered there) fills in the address the shop says it confirmed', async () => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: false });
    sut.actor.send({ type: 'VERIFY_EMAIL', token: 'abc' });
    sut.fakes.verifyEmail.last.resolve({ outcome: 'SUCCESS', message: 'server text', email: 'grace@example.com' });
    await flush();
    expect(sut.ui.loginAtHome).toBe(1);
    expect(sut.actor.getSnapshot().context.confirmedEmail).toBe('grace@example.com');
  });

  it('a failed verification for a visitor goes home with its error, no login', async () => {
    const sut = start();
    sut.actor.send({ type: 'AUTH.STATUS', authenticated: false });
    sut.actor.send({ type: 'VERIFY_EMAIL', token: 'abc' });
    sut.fakes.verifyEmail.last.resolve({ outcome: 'ERROR', message: 'server text', email: null });
    await flush();
    expect(sut.ui.toasts).toEqual([{ type: 'notify', tone: 'error', message: VERIFICATION_TOASTS.ERROR }]);
    expect(sut.ui.home).toBe(1);
    expect(sut.ui.loginAtHome).toBe(0);
  });

  it('does not resend a confirmation link before a login said the address is unverified', () => {
    const sut = start();
    sut.actor.send({ type: 'RESEND_LINK' });
    expect(sut.fakes.resendLink.calls).toHaveLength(0);
  });
});
