// The pieces every REST resource's contract is made of (TypeBox): the envelope every answer comes in,
// the language and currency every request may carry, money on the wire, and the personal fields with
// their one length each.
//
// Money on the wire (spec §7): every amount, in queries, bodies and answers alike, is a decimal number in
// MAJOR units of the requested currency with at most two decimals (`price: 10.78`, `price_from=10.5`);
// more than two decimals is a 422. The API keeps integer EUR cents and converts at its edge
// (api/lib/money.ts). Dates on the wire are unix seconds (integers).
import { Type } from 'typebox';
import { FIELD_MAX_LENGTH } from './rules/field-limits';

const Text = (max: number) => Type.String({ maxLength: max });

export type EnvelopeStatus = 'OK' | 'ERROR' | 'VERIFY';

/**
 * What every REST answer is wrapped in (spec §7). Signed-in routes answer 401 with error_code
 * UNAUTHENTICATED without a session, rate-limited ones 429 RATE_LIMITED; a 422 carries `errors` when
 * input failed a rule, and none when the server refused the action itself.
 */
export interface Envelope<P> {
  status: EnvelopeStatus;
  message?: string;
  payload?: P;
  error_code?: string;
  /** 422 only: field name → messages. */
  errors?: Record<string, string[]>;
}

/** Spec §7: added to every POST, PUT and PATCH body by the browser's client. */
export const LangId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));
export const CurrencyCode = Type.Optional(Type.String({ maxLength: 10 }));
/** A GET whose only parameter is the currency its amounts are shown in (?currency=). */
export const CurrencyQuery = Type.Object({ currency: CurrencyCode });

/** An amount on the wire: major units of the request's currency, at most two decimals. */
export const WireAmount = (description: string, options: { minimum?: number; maximum?: number } = {}) =>
  Type.Number({ ...options, multipleOf: 0.01, description: `${description} Major units, at most 2 decimals.` });

/**
 * An amount or null. No `multipleOf` here: the serializer picks a union's branch by validating, and
 * 0.74 is not a multiple of 0.01 in floating point (the answer would fail as a 500).
 */
export const WireAmountOrNull = (description: string, nullMeans: string) =>
  Type.Union([Type.Number({ description: `${description} Major units, at most 2 decimals.` }), Type.Null()], { description: nullMeans });

/** spec §3: an item's game on the wire. */
export const Category = Type.Enum(['cs2', 'dota2']);

export const Password = Text(FIELD_MAX_LENGTH.password);
export const Email = Text(FIELD_MAX_LENGTH.email);
export const Name = Text(FIELD_MAX_LENGTH.name);
export const PhoneText = Text(FIELD_MAX_LENGTH.phone);
export const City = Text(FIELD_MAX_LENGTH.city);
export const Address = Text(FIELD_MAX_LENGTH.address);
export const PostCode = Text(FIELD_MAX_LENGTH.postCode);
export const SteamIdText = Text(FIELD_MAX_LENGTH.steamId);
