// Spec §5's client-side checks, in the spec's order, with its exact messages. The API checks the
// same rules (contract/rules/account-fields.ts) again; these only spare a round trip.
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';
import { accountMessages } from './account.messages';

export { accountMessages };

import { isEmail, isLetters, isStrongPassword } from '../../contract/rules/account-fields';

export { isEmail, isLetters, isStrongPassword };

export interface RegistrationForm {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** ISO alpha-2 of the phone's country, chosen in the selector. */
  phoneCountry: string;
  password: string;
  passConfirm: string;
  terms: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  phoneCountry: '',
  password: '',
  passConfirm: '',
  terms: false,
};

/** Spec §5: the Register button needs every field filled (terms are checked by the rules). */
export function isRegistrationFilled(form: RegistrationForm): boolean {
  return [form.name, form.surname, form.email, form.phone, form.password, form.passConfirm].every((v) => v.trim() !== '');
}

/** The phone in international format (E.164), or null when it is no valid number of that country. */
export function internationalPhone(phone: string, country: string): string | null {
  try {
    const parsed = parsePhoneNumberWithError(phone, country as CountryCode);
    return parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
}

/**
 * A stored phone as its field shows it beside the country selector (issue 45): the national part of an
 * international number of that country ("+49301234567", DE → "030 1234567"); anything else unchanged.
 */
export function nationalPhone(phone: string, country: string): string {
  try {
    const parsed = parsePhoneNumberWithError(phone, country as CountryCode);
    return phone.trim().startsWith('+') && parsed.country === country ? parsed.formatNational() : phone;
  } catch {
    return phone;
  }
}

/** Spec §5 registration, first failure only, in order; the phone check comes after the spec's six. */
export function registrationError(form: RegistrationForm): string | null {
  if (!isLetters(form.name)) return accountMessages.name;
  if (!isLetters(form.surname)) return accountMessages.surname;
  if (!isEmail(form.email)) return accountMessages.email;
  if (!isStrongPassword(form.password)) return accountMessages.password;
  if (form.password !== form.passConfirm) return accountMessages.passConfirm;
  if (!form.terms) return accountMessages.terms;
  if (internationalPhone(form.phone, form.phoneCountry) === null) return accountMessages.phone;
  return null;
}

/** Spec §5 change e-mail. */
export function changeEmailError(form: { email: string; password: string }): string | null {
  if (form.email.trim() === '') return accountMessages.newEmailRequired;
  if (form.password.trim() === '') return accountMessages.passwordRequired;
  return null;
}

/** The reset-password page: the registration's password rules. */
export function newPasswordError(form: { password: string; passConfirm: string }): string | null {
  if (!isStrongPassword(form.password)) return accountMessages.password;
  if (form.password !== form.passConfirm) return accountMessages.passConfirm;
  return null;
}
