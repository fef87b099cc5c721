// Spec §5 sell-skin, contact and IBAN rules with their messages; §3 status tones; §2 qualities.
import { ibanMessages, ibanProblem } from '../../contract/rules/iban';
import type { Offer } from './offer.actors';

export const offerMessages = {
  allFields: 'Please fill in all fields.',
  contact: 'Please fill in all contact fields.',
  ibanFields: 'Please fill in all IBAN fields and accept the terms.',
  iban: ibanMessages.invalid,
  ibanChecksum: ibanMessages.checksum,
  missingOfferId: 'Invalid offer data. Missing offer ID.',
  missingRequiredId: 'Invalid offer data. Missing required ID.',
  noPaymentUrl: 'Could not retrieve payment URL. Please try again.',
} as const;

export const QUALITIES = ['Field-Tested', 'Minimal Wear', 'Battle-Scarred', 'Well-Worn', 'Factory New', 'Not Painted'] as const;

export { IBAN_MAX_LENGTH } from '../../contract/rules/iban';

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

/** Spec §8: every field and the terms, then the IBAN rule of contract/rules/iban.ts. */
export function ibanError(form: IbanForm): string | null {
  if ([form.firstName, form.lastName, form.iban].some((value) => value.trim() === '') || !form.terms) return offerMessages.ibanFields;
  return ibanProblem(form.iban);
}

/** How a status is shown: spec §3's tones, and issue 26's received (info), trade failed (warning), reversed (error). */
export type StatusTone = 'success' | 'error' | 'neutral' | 'info' | 'warning';

/** Spec §3: approved, ready_for_payout (and paid) show as success; the declines and a failed payout as error. */
export function statusTone(status: Offer['status']): StatusTone {
  if (status === 'APPROVED' || status === 'READY_FOR_PAYOUT' || status === 'PAID') return 'success';
  if (status === 'DECLINED_BY_USER' || status === 'DECLINED_BY_SERVICE' || status === 'PAYOUT_FAILED' || status === 'REVERSED') return 'error';
  if (status === 'RECEIVED') return 'info';
  if (status === 'TRADE_FAILED') return 'warning';
  return 'neutral';
}
