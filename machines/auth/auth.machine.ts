// Spec §4 auth: who is signed in, the profile, and the sign-in flows (login, two-factor,
// registration, forgot password) plus the e-mailed links. A child of the root actor (systemId
// 'auth'); every 401 anywhere reaches it as one UNAUTHENTICATED event (graphql-client's hook).
// Issue 45: a 401 while signed in says the session expired; signing in again returns the customer to
// the page they were on (returnTo, also set by the root when a signed-in page sent them home); a
// confirmed e-mail link opens the login with the address filled in.
import type { ToastTone } from '../app/app.requests';
import { and, assign, emit, not, sendParent, setup, stateIn } from 'xstate';
// Types only: account.rules carries libphonenumber's metadata, which loads with the register modal.
import type { RegistrationForm } from '../account/account.rules';
import {
  loadProfile,
  logIn,
  logOut,
  register,
  requestPasswordReset,
  resendConfirmationLink,
  verifyEmail,
  type EmailVerification,
  type LoginResult,
  type MessageOutcome,
  type Profile,
  type RegisterResult,
} from './auth.actors';
import type { ModalId } from '../app/modals.machine';
import { navigateTo } from '../navigation/navigation.browser';
import { twoFactorMachine, type TwoFactorInput, type TwoFactorOutput } from './two-factor.machine';
import { rememberAwaitedEmail, takeAwaitedEmail } from './awaited-email.storage';

export const PROFILE_PATH = '/profile';
export const LOGIN_FAILED = 'An error occurred while trying to log in. Please try again.';
export const REQUEST_FAILED = 'An error occurred. Please try again later.';
export const LOGGED_IN = 'You have successfully logged in!';
export const LINK_RESENT = 'Confirmation link has been resent.';
/** The spec names no text for it; said once, when a 401 ends a session this browser had. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const VERIFICATION_TOASTS = {
  SUCCESS: 'Your email has been verified!',
  ALREADY_VERIFIED: 'Your email is already verified.',
  ERROR: 'There was an error verifying your email. Please try again.',
} as const;

/** A toast for the shell; `durationMs` when the spec gives the toast its own timeout. */
export type Notification = { type: 'notify'; tone: ToastTone; message: string; durationMs?: number };

/** Spec §9: the login success toast stays 2000 ms, the two-factor success toast 1500 ms. */
export const LOGIN_TOAST_MS = 2000;
export const TWO_FACTOR_TOAST_MS = 1500;

export type AuthEvent =
  | { type: 'AUTH.STATUS'; authenticated: boolean }
  /** `returnTo`: the page the customer was on when the 401 came. */
  | { type: 'UNAUTHENTICATED'; returnTo?: string | null }
  /** Where signing in takes the customer (null: the profile, spec §4). */
  | { type: 'SIGN_IN.RETURN_TO'; path: string | null }
  | { type: 'SIGNED_OUT' }
  | { type: 'LOGIN.SUBMIT'; email: string; password: string }
  /** `form.phone` already in international format (the register modal checked and converted it). */
  | { type: 'REGISTER.SUBMIT'; form: RegistrationForm }
  | { type: 'FORGOT.SUBMIT'; email: string }
  | { type: 'RESEND_LINK' }
  | { type: 'VERIFY_EMAIL'; token: string }
  | { type: 'ERROR.CLEAR' }
  | { type: 'LOGOUT' }
  | { type: 'PROFILE.RELOAD' }
  | { type: 'PROFILE.SAVED'; profile: Profile }
  | { type: 'CURRENCY.CHANGED'; currency: { code: string } };

export interface AuthContext {
  profile: Profile | null;
  currency: string;
  /** The last sign-in, registration or forgot-password failure, shown in the open modal. */
  error: string | null;
  /** A non-error message for the open modal (registration: check your e-mail). */
  notice: string | null;
  /** The address a VERIFY answer was about, for 'resend the confirmation link'. */
  unverifiedEmail: string | null;
  twoFactor: Omit<TwoFactorInput, 'currency'> | null;
  /** The e-mail of the last login attempt (never the password). */
  loginEmail: string;
  /** Where the next sign-in goes instead of the profile (issue 45). */
  returnTo: string | null;
  /** The address a confirmation link just confirmed: the login opens with it. */
  confirmedEmail: string;
}

type Refusal = { __typename: string; message: string };
const messageOf = (result: Refusal | { __typename: string }, fallback: string) => ('message' in result && result.message ? result.message : fallback);

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { currency: string },
    emitted: {} as Notification,
  },
  actors: { loadProfile, logIn, logOut, register, requestPasswordReset, resendConfirmationLink, verifyEmail, twoFactor: twoFactorMachine },
  delays: {
    /** Spec §2: password-reset success shows 'Success' for 2 s. */
    resetSuccess: 2000,
  },
  guards: {
    isAuthenticated: (_, params: { authenticated: boolean }) => params.authenticated,
    isSignedIn: (_, result: { __typename: string }) => result.__typename === 'SignedIn',
    needsTwoFactor: (_, result: LoginResult) => result.__typename === 'TwoFactorRequired',
    isUnverified: (_, result: LoginResult) => result.__typename === 'AccountUnverified',
    awaitsVerification: (_, result: RegisterResult) => result.__typename === 'VerificationSent',
    succeeded: (_, outcome: MessageOutcome) => outcome.ok,
    verified: (_, output: TwoFactorOutput) => output.verified,
    knowsUnverifiedEmail: ({ context }) => context.unverifiedEmail !== null,
    /** A confirmation link's answer: confirmed now or before. */
    confirmedLink: ({ event }) => (event as unknown as { output: EmailVerification }).output.outcome !== 'ERROR',
  },
  actions: {
    setProfile: assign({ profile: (_, profile: Profile) => profile }),
    forgetUser: assign({ profile: null, twoFactor: null }),
    setCurrency: assign({
      currency: ({ context, event }) => (event.type === 'CURRENCY.CHANGED' ? event.currency.code : context.currency),
    }),
    setError: assign({ error: (_, message: string) => message, notice: null }),
    setNotice: assign({ notice: (_, message: string) => message, error: null }),
    clearMessages: assign({ error: null, notice: null, unverifiedEmail: null }),
    rememberLoginEmail: assign({
      loginEmail: ({ context, event }) => (event.type === 'LOGIN.SUBMIT' ? event.email.trim() : context.loginEmail),
    }),
    setUnverified: assign({ unverifiedEmail: (_, email: string) => email }),
    rememberAwaitedEmail: (_, email: string) => rememberAwaitedEmail(email),
    // The address the link confirmed, else the one this browser registered with (its stored value is spent either way).
    setConfirmedEmail: assign({
      confirmedEmail: (_, confirmed: string | null | undefined) => {
        const awaited = takeAwaitedEmail();
        return confirmed || awaited;
      },
    }),
    setReturnTo: assign({
      returnTo: ({ context, event }) =>
        event.type === 'SIGN_IN.RETURN_TO' ? event.path : event.type === 'UNAUTHENTICATED' ? (event.returnTo ?? null) : context.returnTo,
    }),
    setTwoFactor: assign({
      twoFactor: (_, config: { codeLength: number; expiryMinutes: number }) => ({ codeLength: config.codeLength, expiryMinutes: config.expiryMinutes }),
    }),
    notify: emit((_, params: Omit<Notification, 'type'>) => ({ type: 'notify' as const, ...params })),
    openModal: sendParent((_, modal: ModalId) => ({ type: 'MODAL.OPEN' as const, modal })),
    closeModal: sendParent({ type: 'MODAL.CLOSE' as const }),
    // Spec §4: a sign-in goes to the profile, unless it was asked for on the way somewhere (issue 45).
    goOn: ({ context }) => navigateTo(context.returnTo ?? PROFILE_PATH, { unlessThere: true }),
    forgetReturn: assign({ returnTo: null, confirmedEmail: '' }),
    openLoginAtHome: sendParent({ type: 'LOGIN.OPEN_AT_HOME' as const }),
    goHome: () => navigateTo('/', { replace: true }),
    tellApp: sendParent((_, authenticated: boolean) => ({ type: 'AUTH.CHANGED' as const, authenticated })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ profile: null, currency: input.currency, error: null, notice: null, unverifiedEmail: null, twoFactor: null, loginEmail: '', returnTo: null, confirmedEmail: '' }),
  type: 'parallel',
  on: { 'CURRENCY.CHANGED': { actions: 'setCurrency' }, 'SIGN_IN.RETURN_TO': { actions: 'setReturnTo' } },
  states: {
    session: {
      initial: 'checking',
      states: {
        // Until start-up's is-auth answer arrives.
        checking: {
          on: {
            'AUTH.STATUS': [
              { guard: { type: 'isAuthenticated', params: ({ event }) => event }, target: 'authenticated' },
              { target: 'unauthenticated' },
            ],
            UNAUTHENTICATED: 'unauthenticated',
          },
        },
        unauthenticated: {
          id: 'unauthenticated',
          entry: [{ type: 'tellApp', params: false }, 'forgetUser'],
          initial: 'idle',
          on: { 'ERROR.CLEAR': { actions: 'clearMessages' } },
          states: {
            idle: {
              on: {
                'LOGIN.SUBMIT': { target: 'loggingIn', actions: ['clearMessages', 'rememberLoginEmail'] },
                'REGISTER.SUBMIT': { target: 'registering', actions: 'clearMessages' },
                'FORGOT.SUBMIT': { target: 'requestingReset', actions: 'clearMessages' },
              },
            },
            loggingIn: {
              invoke: {
                src: 'logIn',
                input: ({ context, event }) => {
                  const { email, password } = event as Extract<AuthEvent, { type: 'LOGIN.SUBMIT' }>;
                  return { email: email.trim(), password, currency: context.currency };
                },
                onDone: [
                  {
                    guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                    target: '#signedIn',
                    actions: [
                      { type: 'setProfile', params: ({ event }) => (event.output as Extract<LoginResult, { __typename: 'SignedIn' }>).profile },
                      { type: 'notify', params: { tone: 'success', message: LOGGED_IN, durationMs: LOGIN_TOAST_MS } },
                    ],
                  },
                  {
                    guard: { type: 'needsTwoFactor', params: ({ event }) => event.output },
                    target: 'twoFactor',
                    actions: { type: 'setTwoFactor', params: ({ event }) => event.output as { codeLength: number; expiryMinutes: number } },
                  },
                  {
                    guard: { type: 'isUnverified', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: [
                      { type: 'setError', params: ({ event }) => messageOf(event.output, LOGIN_FAILED) },
                      { type: 'setUnverified', params: ({ context }) => context.loginEmail },
                      { type: 'rememberAwaitedEmail', params: ({ context }) => context.loginEmail },
                    ],
                  },
                  { target: 'idle', actions: { type: 'setError', params: ({ event }) => messageOf(event.output, LOGIN_FAILED) } },
                ],
                onError: { target: 'idle', actions: { type: 'setError', params: LOGIN_FAILED } },
              },
            },
            twoFactor: {
              entry: { type: 'openModal', params: 'twoFactor' },
              // The modal may have been closed by a navigation: a new sign-in simply starts over.
              on: {
                'LOGIN.SUBMIT': { target: 'loggingIn', actions: ['clearMessages', 'rememberLoginEmail'] },
                'REGISTER.SUBMIT': { target: 'registering', actions: 'clearMessages' },
                'FORGOT.SUBMIT': { target: 'requestingReset', actions: 'clearMessages' },
              },
              invoke: {
                id: 'twoFactor',
                src: 'twoFactor',
                input: ({ context }) => ({ ...context.twoFactor!, currency: context.currency }),
                onDone: [
                  {
                    guard: { type: 'verified', params: ({ event }) => event.output },
                    target: '#signedIn',
                    actions: [
                      { type: 'setProfile', params: ({ event }) => (event.output as Extract<TwoFactorOutput, { verified: true }>).profile },
                      { type: 'notify', params: { tone: 'success', message: LOGGED_IN, durationMs: TWO_FACTOR_TOAST_MS } },
                    ],
                  },
                  { target: 'idle', actions: 'closeModal' },
                ],
              },
            },
            registering: {
              // The address whose link will come (kept once the answer says so is too late: the event is gone).
              entry: { type: 'rememberAwaitedEmail', params: ({ event }) => (event.type === 'REGISTER.SUBMIT' ? event.form.email.trim() : '') },
              invoke: {
                src: 'register',
                input: ({ context, event }) => {
                  const { form } = event as Extract<AuthEvent, { type: 'REGISTER.SUBMIT' }>;
                  return {
                    name: form.name.trim(),
                    surname: form.surname.trim(),
                    email: form.email.trim(),
                    phone: form.phone,
                    phoneCountryCode: form.phoneCountry,
                    password: form.password,
                    passConfirm: form.passConfirm,
                    currency: context.currency,
                    // Registering needs the terms ticked (the form's rules, spec §5).
                    acceptTerms: form.terms,
                  };
                },
                onDone: [
                  {
                    guard: { type: 'isSignedIn', params: ({ event }) => event.output },
                    target: '#signedIn',
                    actions: { type: 'setProfile', params: ({ event }) => (event.output as Extract<RegisterResult, { __typename: 'SignedIn' }>).profile },
                  },
                  {
                    guard: { type: 'awaitsVerification', params: ({ event }) => event.output },
                    target: 'awaitingVerification',
                    actions: { type: 'setNotice', params: ({ event }) => messageOf(event.output, '') },
                  },
                  { target: 'idle', actions: { type: 'setError', params: ({ event }) => messageOf(event.output, REQUEST_FAILED) } },
                ],
                onError: { target: 'idle', actions: { type: 'setError', params: REQUEST_FAILED } },
              },
            },
            // Registered; the modal says to check the e-mail until it is closed or another opens.
            awaitingVerification: {
              on: {
                'ERROR.CLEAR': { target: 'idle', actions: 'clearMessages' },
                'LOGIN.SUBMIT': { target: 'loggingIn', actions: ['clearMessages', 'rememberLoginEmail'] },
                'REGISTER.SUBMIT': { target: 'registering', actions: 'clearMessages' },
                'FORGOT.SUBMIT': { target: 'requestingReset', actions: 'clearMessages' },
              },
            },
            requestingReset: {
              invoke: {
                src: 'requestPasswordReset',
                input: ({ event }) => ({ email: (event as Extract<AuthEvent, { type: 'FORGOT.SUBMIT' }>).email.trim() }),
                onDone: [
                  { guard: { type: 'succeeded', params: ({ event }) => event.output }, target: 'resetRequested' },
                  { target: 'idle', actions: { type: 'setError', params: ({ event }) => event.output.message || REQUEST_FAILED } },
                ],
                onError: { target: 'idle', actions: { type: 'setError', params: REQUEST_FAILED } },
              },
            },
            resetRequested: { after: { resetSuccess: 'idle' } },
          },
        },
        authenticated: {
          id: 'authenticated',
          entry: { type: 'tellApp', params: true },
          initial: 'loadingProfile',
          on: {
            // Spec §4/§8: a 401 while signed in signs out and opens the login.
            // Issue 45: it says the session expired, and signing in again returns to this page.
            UNAUTHENTICATED: {
              target: '#unauthenticated',
              actions: ['setReturnTo', { type: 'notify', params: { tone: 'warning', message: SESSION_EXPIRED } }, { type: 'openModal', params: 'login' }],
            },
            SIGNED_OUT: '#unauthenticated',
            // Logging out leaves for home at once: a signed-in page (profile, checkout) would otherwise
            // see a visitor and open the login (issue 23).
            LOGOUT: { target: '.loggingOut', actions: 'goHome' },
            'PROFILE.RELOAD': '.loadingProfile',
            'CURRENCY.CHANGED': { target: '.loadingProfile', actions: 'setCurrency' },
            'PROFILE.SAVED': { actions: { type: 'setProfile', params: ({ event }) => event.profile } },
          },
          states: {
            loadingProfile: {
              invoke: {
                src: 'loadProfile',
                input: ({ context }) => ({ currency: context.currency }),
                onDone: { target: 'ready', actions: { type: 'setProfile', params: ({ event }) => event.output } },
                // A 401 arrives as UNAUTHENTICATED through the client's hook; anything else keeps what we have.
                onError: 'ready',
              },
            },
            // Entered straight from a sign-in, which brought the profile with it.
            signedIn: { id: 'signedIn', entry: ['closeModal', 'goOn', 'forgetReturn'], always: 'ready' },
            ready: {},
            // Waits for logout's answer whatever else arrives: a balance or profile change announced
            // meanwhile (account changes, the order page) must not load the profile of a session ending.
            loggingOut: {
              // A request the ending session answers 401 meanwhile expired nothing: no toast, no login.
              on: { LOGOUT: {}, 'PROFILE.RELOAD': {}, UNAUTHENTICATED: {}, 'CURRENCY.CHANGED': { actions: 'setCurrency' } },
              invoke: { src: 'logOut', onDone: '#unauthenticated', onError: '#unauthenticated' },
            },
          },
        },
      },
    },
    // The e-mailed links work whether or not someone is signed in in this browser.
    emailLink: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            VERIFY_EMAIL: 'verifying',
            RESEND_LINK: { guard: 'knowsUnverifiedEmail', target: 'resending' },
          },
        },
        verifying: {
          invoke: {
            src: 'verifyEmail',
            input: ({ event }) => ({ token: (event as Extract<AuthEvent, { type: 'VERIFY_EMAIL' }>).token }),
            onDone: [
              // Issue 45: confirmed, for a visitor: home with the login open, the address filled in.
              {
                guard: and(['confirmedLink', not(stateIn({ session: 'authenticated' }))]),
                target: 'idle',
                actions: [
                  { type: 'notify', params: ({ event }) => ({ tone: 'success' as const, message: VERIFICATION_TOASTS[event.output.outcome] }) },
                  { type: 'setConfirmedEmail', params: ({ event }) => event.output.email },
                  'openLoginAtHome',
                ],
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'notify',
                    params: ({ event }) => ({ tone: event.output.outcome === 'ERROR' ? ('error' as const) : ('success' as const), message: VERIFICATION_TOASTS[event.output.outcome] }),
                  },
                  'goHome',
                ],
              },
            ],
            onError: { target: 'idle', actions: [{ type: 'notify', params: { tone: 'error', message: VERIFICATION_TOASTS.ERROR } }, 'goHome'] },
          },
        },
        resending: {
          invoke: {
            src: 'resendConfirmationLink',
            input: ({ context }) => ({ email: context.unverifiedEmail ?? '' }),
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: LINK_RESENT } } },
            onError: { target: 'idle', actions: { type: 'notify', params: { tone: 'error', message: REQUEST_FAILED } } },
          },
        },
      },
    },
  },
});
