// Spec §2/§5 accept offer, step 1: the payout's contact information, its rule and what the card
// payout sends of it. Apart from offer.rules.ts because the phone check brings libphonenumber's data.
import { accountMessages, internationalPhone } from '../account/account.rules';
import { offerMessages } from './offer.rules';

export interface ContactForm {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** ISO alpha-2 of the phone's country, chosen beside the number (the shop's countries only). */
  phoneCountry: string;
  /** The id of the country chosen from the list. */
  country: string;
  city: string;
  address: string;
  postCode: string;
}

/** Every field filled (spec §5), then a phone valid for its country (as on the personal information). */
export function contactError(form: ContactForm): string | null {
  if (Object.values(form).some((value) => value.trim() === '')) return offerMessages.contact;
  if (internationalPhone(form.phone, form.phoneCountry) === null) return accountMessages.phone;
  return null;
}

/** The contact as the card payout sends it: the phone in international format, the country by id. */
export function contactPayload({ phoneCountry, ...contact }: ContactForm) {
  return { ...contact, phone: internationalPhone(contact.phone, phoneCountry) ?? contact.phone };
}
