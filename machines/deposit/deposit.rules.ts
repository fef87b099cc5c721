// Spec §5 deposit checks in order, with its messages, and §4's personal-information precondition.
import { minimumTopUpMessage } from '../../contract/rules/deposit';
import type { Profile } from '../auth/auth.actors';

export const depositMessages = {
  terms: 'You must accept the terms and conditions.',
  amount: 'The amount must be greater than zero and less than 10000',
  email: 'Email is required',
  method: 'Please choose a payment method',
  personalInfo: 'Please fill in your personal information first',
} as const;

export const MAX_DEPOSIT = 10000;

/** Issue 45: the top-ups most customers type, as one-tap amounts (whole units of the chosen currency). */
const QUICK_AMOUNTS = [10, 25, 50, 100, 250];

/** The quick amounts the form can take: from the shop's minimum (whole units of the currency) up to the maximum. */
export const quickAmounts = (minTopUp: number): number[] => QUICK_AMOUNTS.filter((amount) => amount >= minTopUp && amount <= MAX_DEPOSIT);

export interface DepositForm {
  amount: string;
  email: string;
  paymentType: string;
  terms: boolean;
}

/**
 * The first failing rule's message (spec §5 order), or null. `minTopUp` is settings.min_top_up as
 * whole units of `currency` (the API words the minimum the same way).
 */
export function depositError(form: DepositForm, minTopUp: number, currency = 'EUR'): string | null {
  if (!form.terms) return depositMessages.terms;
  const amount = Number(form.amount.trim());
  if (!/^\d+$/.test(form.amount.trim()) || amount <= 0 || amount > MAX_DEPOSIT) return depositMessages.amount;
  if (amount < minTopUp) return minimumTopUpMessage(minTopUp, currency);
  if (form.email.trim() === '') return depositMessages.email;
  if (form.paymentType === '') return depositMessages.method;
  return null;
}

/** Spec §4: the fields a deposit needs on the profile. */
export function lacksPersonalInfo(profile: Pick<Profile, 'name' | 'surname' | 'phone' | 'country' | 'city' | 'address' | 'zip'>): boolean {
  const texts = [profile.name, profile.surname, profile.phone, profile.city, profile.address, profile.zip];
  return profile.country === null || texts.some((text) => text.trim() === '');
}
