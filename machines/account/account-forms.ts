// The signed-in forms of the profile (spec §2 modals, §4, §5, §8), each an account-form machine
// with its own rules, request, failure message and what follows a save.
import { fromPromise } from 'xstate';
import { accountMessages, changeEmailError, internationalPhone, newPasswordError } from './account.rules';
import { changeEmail, resetPassword, setTwoFactor, updateProfile, updateTradeLink, type MessageOutcome } from '../auth/auth.actors';
import { createAccountFormMachine, type FormOutcome } from './account-form.machine';
import { REQUEST_FAILED } from '../auth/auth.machine';

const asForm = (outcome: MessageOutcome): FormOutcome =>
  outcome.ok ? outcome : { ok: false, messages: [outcome.message], stepUpRequired: outcome.stepUpRequired };

export interface PersonalInfoValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  phoneCountry: string;
  country: number | null;
  city: string;
  address: string;
  postCode: string;
  steamId: string;
  terms: boolean;
  currency: string;
}

export const personalInfoMachine = createAccountFormMachine<PersonalInfoValues>({
  id: 'personalInfo',
  validate: (values) => (values.terms ? null : accountMessages.personalTerms),
  submit: fromPromise(async ({ input }) => {
    const { terms, currency, phoneCountry, ...fields } = input as PersonalInfoValues;
    const phone = fields.phone.trim() === '' ? '' : (internationalPhone(fields.phone, phoneCountry) ?? fields.phone);
    const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
    const outcome = await updateProfile({ input: { ...(trimmed as typeof fields), phone, phoneCountryCode: phoneCountry, acceptTerms: terms }, currency });
    return outcome.ok ? { ok: true, message: outcome.message, data: outcome.profile } : outcome;
  }),
  failureMessage: REQUEST_FAILED,
  // The answer is the saved profile: it replaces the old one at once.
  afterSave: (profile) => [
    { to: 'auth', event: { type: 'PROFILE.SAVED', profile } },
    { to: 'shell', event: { type: 'MODAL.CLOSE', modal: 'personalInfo' } },
  ],
});

export const CHANGE_EMAIL_FAILED = 'Failed to change email. Please try again later.';

export const changeEmailMachine = createAccountFormMachine<{ email: string; password: string }>({
  id: 'changeEmail',
  validate: changeEmailError,
  submit: fromPromise(async ({ input }) => asForm(await changeEmail({ email: input.email.trim(), password: input.password }))),
  failureMessage: CHANGE_EMAIL_FAILED,
  // Spec §4: a changed e-mail signs the customer out.
  afterSave: () => [
    { to: 'shell', event: { type: 'MODAL.CLOSE', modal: 'changeEmail' } },
    { to: 'auth', event: { type: 'SIGNED_OUT' } },
  ],
});

export const tradeUrlMachine = createAccountFormMachine<{ url: string }>({
  id: 'tradeUrl',
  validate: () => null,
  submit: fromPromise(async ({ input }) => asForm(await updateTradeLink({ url: input.url.trim() }))),
  failureMessage: REQUEST_FAILED,
  // Saved from its modal or from the checkout's field: closing a modal that is not open does nothing.
  afterSave: () => [
    { to: 'auth', event: { type: 'PROFILE.RELOAD' } },
    { to: 'shell', event: { type: 'MODAL.CLOSE', modal: 'tradeUrl' } },
  ],
});

export const newPasswordMachine = createAccountFormMachine<{ token: string; password: string; passConfirm: string }>({
  id: 'newPassword',
  validate: newPasswordError,
  submit: fromPromise(async ({ input }) => asForm(await resetPassword(input))),
  failureMessage: REQUEST_FAILED,
  // The new password is used to sign in: home, with the login open; signing in goes to the profile
  // (spec §4), not back to the spent reset link.
  afterSave: () => [{ to: 'shell', event: { type: 'LOGIN.OPEN_AT_HOME' } }],
});

export const twoFactorSwitchMachine = createAccountFormMachine<{ enabled: boolean }>({
  id: 'twoFactorSwitch',
  validate: () => null,
  submit: fromPromise(async ({ input }) => asForm(await setTwoFactor(input))),
  failureMessage: REQUEST_FAILED,
  afterSave: () => [{ to: 'auth', event: { type: 'PROFILE.RELOAD' } }],
});
