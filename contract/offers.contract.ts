// The REST contract of selling to the shop (spec §7 offer/*): offers and their payouts, every request
// and answer in TypeBox. The API validates and serializes with these schemas and the gateway's offer
// types come from them.
import { Type, type Static } from 'typebox';
import { CurrencyCode, LangId, WireAmount } from './common.contract';
import { FIELD_MAX_LENGTH } from './rules/field-limits';

// Lenient field types: a missing, null or blank field reaches the service, which answers the spec's
// own message ('Please fill in all fields.' …) rather than a per-type schema message.
const Field = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const FieldOrNumber = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Number(), Type.Null()]));

export const OfferIdField = FieldOrNumber(20);

export const OfferCreateBody = Type.Object({
  title: Field(500),
  price: FieldOrNumber(32),
  quality: Field(50),
  item_url: Field(4000),
  currency: CurrencyCode,
  lang_id: LangId,
});

export const OfferIdBody = Type.Object({
  id: OfferIdField,
  lang_id: LangId,
  currency: CurrencyCode,
});

export const SepaPayoutBody = Type.Object({
  id: OfferIdField,
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Accepted; the payout is always in the offer\'s own currency.' })),
  first_name: Field(100),
  last_name: Field(100),
  account_number: Field(200),
  lang_id: LangId,
});

export const CardPayoutBody = Type.Object({
  id: OfferIdField,
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Accepted; the payout is always in the offer\'s own currency.' })),
  // The customer's contact details, as long as the profile takes them.
  name: Field(FIELD_MAX_LENGTH.name),
  surname: Field(FIELD_MAX_LENGTH.name),
  email: Field(FIELD_MAX_LENGTH.email),
  phone: Field(FIELD_MAX_LENGTH.phone),
  country: FieldOrNumber(100),
  city: Field(FIELD_MAX_LENGTH.city),
  address: Field(FIELD_MAX_LENGTH.address),
  postCode: Field(FIELD_MAX_LENGTH.postCode),
  lang_id: LangId,
});

export const OfferHistoryRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  quality: Type.String(),
  user_price: WireAmount('The customer\'s price in `currency` (the offer\'s own).'),
  service_price: Type.Union([WireAmount('The shop\'s quote in `currency`.'), Type.Null()], { description: 'Null until quoted.' }),
  currency: Type.String({ description: 'Currency code the offer was made in.' }),
  status: Type.String(),
  date_time: Type.Integer({ description: 'Unix seconds.' }),
  item_url: Type.String(),
  payout: Type.Union([
    Type.Object({
      method: Type.Enum(['iban', 'card']),
      masked_iban: Type.Optional(Type.String()),
      status: Type.Enum(['pending', 'paid', 'failed']),
      message: Type.Optional(Type.String({ description: 'Why a failed payout failed.' })),
    }),
    Type.Null(),
  ]),
});

export const OkOfferHistory = Type.Object({ status: Type.Literal('OK'), payload: Type.Array(OfferHistoryRow) });
export const OkOfferCreated = Type.Object({ status: Type.Literal('OK'), message: Type.String(), payload: Type.Object({ id: Type.Integer() }) });
export const OkRedirect = Type.Object({ status: Type.Literal('OK'), message: Type.String(), redirect_url: Type.String() });

export type OfferCreateRequest = Static<typeof OfferCreateBody>;
export type SepaPayoutRequest = Static<typeof SepaPayoutBody>;
export type CardPayoutRequest = Static<typeof CardPayoutBody>;
export type OfferHistoryEntry = Static<typeof OfferHistoryRow>;
export type RedirectAnswer = Static<typeof OkRedirect>;
