// The pieces every REST resource's contract is made of (TypeBox): the language and currency every
// request may carry, money on the wire, and the personal fields with their one length each.
import { Type } from 'typebox';
import { FIELD_MAX_LENGTH } from './rules/field-limits';

const Text = (max: number) => Type.String({ maxLength: max });

/** Spec §7: added to every POST, PUT and PATCH body by the browser's client. */
export const LangId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 }));
export const CurrencyCode = Type.Optional(Type.String({ maxLength: 10 }));
/** A GET whose only parameter is the currency its amounts are shown in (?currency=). */
export const CurrencyQuery = Type.Object({ currency: CurrencyCode });

/** An amount on the wire: major units of the request's currency, at most two decimals. */
export const WireAmount = (description: string, options: { minimum?: number; maximum?: number } = {}) =>
  Type.Number({ ...options, multipleOf: 0.01, description: `${description} Major units, at most 2 decimals.` });

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
