// The REST contract of top-ups (spec §7 deposit/*, orders/status): every request and answer, in
// TypeBox. The API validates and serializes with these schemas; its service and the gateway take
// the Static types, so the three cannot drift apart.
import { Type, type Static } from 'typebox';
import { Address, City, CurrencyCode, Email, LangId, Name, PhoneText, PostCode, SteamIdText, WireAmount } from './common.contract';

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/**
 * The deposit form (spec §7). Amount, e-mail and payment method are checked by the service in the
 * spec's order with its messages, so the schema only bounds their types; the personal fields come
 * from the profile (the one that must be complete), and are accepted here as the client sends them.
 */
export const CheckoutBody = Type.Object({
  amount: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 32 })], { description: 'Whole major units of `currency`, 1..10000.' })),
  email: Type.Optional(Email),
  paymentType: Text(50),
  currency: CurrencyCode,
  lang_id: LangId,
  name: Type.Optional(Name),
  surname: Type.Optional(Name),
  phone: Type.Optional(PhoneText),
  steamId: Type.Optional(SteamIdText),
  country: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 100 }), Type.Null()])),
  city: Type.Optional(City),
  address: Type.Optional(Address),
  postCode: Type.Optional(PostCode),
});

export const OkCheckout = Type.Object({
  status: Type.Literal('OK'),
  message: Type.String(),
  redirect_url: Type.String({ description: "The provider's hosted payment page." }),
  order_id: Type.Integer(),
});

export const OrderStatusQuery = Type.Object({ order_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const OkOrderStatus = Type.Object({
  status: Type.Literal('OK'),
  order: Type.Object({
    id: Type.Integer(),
    status: Type.Integer({ description: '1 processing, 2 paid, 4 failed, 7 expired.' }),
    redirect_url: Type.Optional(Type.String()),
  }),
});

export const DepositHistoryRow = Type.Object({
  id: Type.Integer({ description: 'Deposit (order) id.' }),
  created_at: Type.Integer({ description: 'Unix seconds.' }),
  status: Type.Enum(['Success', 'Pending', 'Error']),
  sum: WireAmount('The amount paid, in the deposit\'s own currency.'),
  currency: Type.Object({ code: Type.String(), symbol: Type.String() }),
  type: Type.Literal('Top-up balance'),
});

export const DepositHistoryQuery = Type.Object({
  currency: Type.Optional(Type.String({ maxLength: 10, description: 'Accepted (and checked) for symmetry with the other lists; sums stay in each deposit\'s currency.' })),
  amount_min: Type.Optional(WireAmount('Smallest sum.', { minimum: 0, maximum: 1_000_000_000 })),
  amount_max: Type.Optional(WireAmount('Largest sum.', { minimum: 0, maximum: 1_000_000_000 })),
  date_from: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  date_to: Type.Optional(Type.Integer({ minimum: 0, maximum: 253402300799, description: 'Unix seconds.' })),
  status: Type.Optional(Type.String({ maxLength: 20, description: 'Success, Pending or Error (any case).' })),
});

export type CheckoutRequest = Static<typeof CheckoutBody>;
export type CheckoutAnswer = Static<typeof OkCheckout>;
export type OrderStatusAnswer = Static<typeof OkOrderStatus>;
export type DepositHistoryEntry = Static<typeof DepositHistoryRow>;
export type DepositHistoryRequest = Static<typeof DepositHistoryQuery>;
