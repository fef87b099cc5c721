// Spec §5 sell-skin, contact and IBAN rules with their messages; §3 status tones; §2 qualities.
import { isValidIBAN } from 'ibantools';
import type { Offer } from './offer.actors';

export const offerMessages = {
  allFields: 'Please fill in all fields.',
  contact: 'Please fill in all contact fields.',
  ibanFields: 'Please fill in all IBAN fields and accept the terms.',
  iban: 'Please enter a valid IBAN.',
  missingOfferId: 'Invalid offer data. Missing offer ID.',
  missingRequiredId: 'Invalid offer data. Missing required ID.',
  noPaymentUrl: 'Could not retrieve payment URL. Please try again.',
} as const;

export const QUALITIES = ['Field-Tested', 'Minimal Wear', 'Battle-Scarred', 'Well-Worn', 'Factory New', 'Not Painted'] as const;

/** Spec §5: the IBAN input holds at most 34 characters. */
export const IBAN_MAX_LENGTH = 34;

export interface SellSkinForm {
  title: string;
  price: string;
  quality: string;
  itemUrl: string;
}

export function sellSkinError(form: SellSkinForm): string | null {
  return [form.title, form.price, form.quality, form.itemUrl].some((value) => value.trim() === '') ? offerMessages.allFields : null;
}

export interface IbanForm {
  firstName: string;
  lastName: string;
  iban: string;
  terms: boolean;
}

/** The spec's pattern after removing whitespace, and (as the issue asks) the country's length and mod-97. */
export function ibanError(form: IbanForm): string | null {
  if ([form.firstName, form.lastName, form.iban].some((value) => value.trim() === '') || !form.terms) return offerMessages.ibanFields;
  const iban = form.iban.replace(/\s+/g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{4,30}$/.test(iban) || !isValidIBAN(iban)) return offerMessages.iban;
  return null;
}

/** Spec §3: approved, ready_for_payout (and paid) show as success; the declines and a failed payout as error. */
export function statusTone(status: Offer['status']): 'success' | 'error' | 'neutral' {
  if (status === 'APPROVED' || status === 'READY_FOR_PAYOUT' || status === 'PAID') return 'success';
  if (status === 'DECLINED_BY_USER' || status === 'DECLINED_BY_SERVICE' || status === 'PAYOUT_FAILED') return 'error';
  return 'neutral';
}
