import { ibanMessages, ibanProblem, IBAN_MAX_LENGTH, compactIban } from '../../contract/rules/iban';
import { ApiError, type FieldErrors } from '../http/api-error';
import { fromWireAmount } from '../lib/money';
import type { CountriesTable } from '../reference-data/countries.table';
import { isEmail, messages, parsePhone } from '../accounts/account-rules';

// The spec's texts (§5, §8) and the server's own rules for offers and payouts.
export const OFFER_SENT_MESSAGE = 'Offer sent successfully.';
export const OFFER_ACCEPTED_MESSAGE = 'Offer accepted successfully.';
export const OFFER_DECLINED_MESSAGE = 'Offer declined successfully.';
export const PAYOUT_REQUESTED_MESSAGE = 'Your payout request has been submitted.';
export const FILL_ALL_FIELDS = 'Please fill in all fields.';
export const FILL_CONTACT_FIELDS = 'Please fill in all contact fields.';
export const FILL_IBAN_FIELDS = 'Please fill in all IBAN fields and accept the terms.';
export const INVALID_IBAN = ibanMessages.invalid;
export const MISSING_OFFER_ID = 'Invalid offer data. Missing offer ID.';
export const MISSING_REQUIRED_ID = 'Invalid offer data. Missing required ID.';
export const OFFER_NOT_FOUND = 'Offer not found.';
export const OFFERS_DISABLED_MESSAGE = 'Selling skins is not available at the moment.';

/** Spec §2: the sell-skin modal's quality list. */
export const QUALITIES = ['Field-Tested', 'Minimal Wear', 'Battle-Scarred', 'Well-Worn', 'Factory New', 'Not Painted'] as const;
/** The largest price a customer may ask or the shop may quote, in major units of the offer's currency. */
export const MAX_OFFER_PRICE = 1_000_000;
export const IBAN_MAX_INPUT = IBAN_MAX_LENGTH;

export const PRICE_MESSAGE = `The price must be greater than 0 and at most ${MAX_OFFER_PRICE}, with at most 2 decimals.`;
export const QUALITY_MESSAGE = `The quality must be one of: ${QUALITIES.join(', ')}.`;
export const ITEM_URL_MESSAGE = 'Please enter a valid item link (an http or https URL).';

const fail = (message: string, errors: FieldErrors) => new ApiError('VALIDATION_FAILED', message, errors);

/** Trimmed text, or '' for anything absent or blank. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Every field in `fields` must be non-blank, else one 422 naming each missing field with `message`. */
export function requireFields(body: Record<string, unknown>, fields: readonly string[], message: string): void {
  const missing = fields.filter((field) => text(body[field]) === '');
  if (missing.length > 0) throw fail(message, Object.fromEntries(missing.map((field) => [field, [message]])));
}

/** An offer id from a body: a positive whole number (or its digits as a string), else 422 with `message`. */
export function offerIdOf(value: unknown, message: string): number {
  const raw = text(value);
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw fail(message, { id: [message] });
  return Number(raw);
}

/** A price in major units (number or decimal text) → minor units, or undefined when it breaks the rules. */
export function priceToMinor(value: unknown): number | undefined {
  const raw = text(value);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return undefined;
  const minor = fromWireAmount(Number(raw));
  return minor !== undefined && minor > 0 && minor <= MAX_OFFER_PRICE * 100 ? minor : undefined;
}

export function offerPriceMinor(value: unknown, field = 'price'): number {
  const minor = priceToMinor(value);
  if (minor === undefined) throw fail(PRICE_MESSAGE, { [field]: [PRICE_MESSAGE] });
  return minor;
}

export function checkQuality(value: string): string {
  const quality = QUALITIES.find((q) => q.toLowerCase() === value.toLowerCase());
  if (!quality) throw fail(QUALITY_MESSAGE, { quality: [QUALITY_MESSAGE] });
  return quality;
}

/**
 * Any absolute http(s) URL with a host and no credentials, at most 2000 characters: Steam inventory and
 * market links are what customers send, but a link to another marketplace must not be refused.
 */
export function checkItemUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '' || url.username !== '' || url.password !== '' || value.length > 2000) {
    throw fail(ITEM_URL_MESSAGE, { item_url: [ITEM_URL_MESSAGE] });
  }
  return url.toString();
}

/** The IBAN without whitespace when it passes the spec's pattern, the country's length and mod-97; else undefined. */
export function normaliseIban(input: string): string | undefined {
  return ibanProblem(input) === null ? compactIban(input) : undefined;
}

export function checkIban(input: string): string {
  const problem = ibanProblem(input);
  if (problem) throw fail(problem, { account_number: [problem] });
  return compactIban(input);
}

/** What the customer sees of an IBAN: country, check digits and the last four characters. */
export const maskIban = (iban: string) => `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;

/** The payout contact's e-mail, by the same rule and message as an account's. */
export function checkEmail(value: string): string {
  if (!isEmail(value)) throw fail(messages.email, { email: [messages.email] });
  return value;
}

/**
 * A payout's contact phone and country: the phone valid in international format and from a supported
 * country, the country one of the list, by id or title. Their stored form.
 */
export function checkPayoutContact(phone: string, country: string, countries: CountriesTable[]): { phone: string; country: string } {
  const parsed = parsePhone(phone, undefined, new Set(countries.map((c) => c.iso.toUpperCase())));
  if (parsed === 'invalid') throw fail(messages.phone, { phone: [messages.phone] });
  if (parsed === 'unsupported') throw fail(messages.phoneCountry, { phone: [messages.phoneCountry] });
  const wanted = country.trim().toLowerCase();
  const found = countries.find((c) => String(c.id) === wanted || c.title.toLowerCase() === wanted);
  if (!found) throw fail(messages.country, { country: [messages.country] });
  return { phone: parsed.phone, country: found.title };
}

/** A refused transition: 409 with what the offer's status is now. */
export function wrongStatus(action: string, status: string): ApiError {
  return new ApiError('OFFER_STATUS_CONFLICT', `This offer cannot be ${action}: its status is ${status}.`);
}
