// Every REST route the shop's gateway calls (issue 42): its method and path, the path's params, the
// query, the body and the answer, each taken from the contract's TypeBox schemas (Static<>). The
// gateway's REST client (gateway/rest-client.ts) infers its types from this table, so a wrong path, a
// wrong query or body field or a wrong reading of the answer fails the typecheck. The console's routes
// (/admin/…) are not here: its gateway keeps its own calls.
import type { Static } from 'typebox';
import type {
  ChangeEmailBody,
  ConfirmPasswordBody,
  EmailBody,
  EmailVerifyParams,
  IsAuthAnswer,
  LoginBody,
  PasswordResetConfirmBody,
  ProfileAnswer,
  ProfileUpdateBody,
  RegisterBody,
  TradeLinkBody,
  TwoFactorCodeBody,
  TwoFactorConfigAnswer,
  TwoFactorStateAnswer,
  TwoFactorToggleBody,
  VerificationAnswerBody,
} from './accounts.contract';
import type { CurrencyQuery, Envelope } from './common.contract';
import type { CheckoutAnswer, CheckoutBody, DepositHistoryEntry, DepositHistoryQuery, OrderStatusAnswer, OrderStatusQuery } from './deposits.contract';
import type {
  FilterDataAnswer,
  FilterDataQuery,
  ItemAnswer,
  ItemDetailAnswer,
  ItemDetailQuery,
  ItemListAnswer,
  ItemListQuery,
  ItemParams,
  PriceHistoryAnswer,
  PriceHistoryQuery,
} from './items.contract';
import type { CardPayoutBody, InventoryItemAnswer, OfferCreateBody, OfferCreatedAnswer, OfferHistoryEntry, OfferIdBody, OfferSoldAnswer, RedirectAnswer, SellNowBody, SepaPayoutBody } from './offers.contract';
import type { PriceAlertAnswer, PriceAlertCreateBody, PriceAlertIdBody, PriceAlertsQuery } from './price-alerts.contract';
import type {
  CartAddBody,
  CartAnswer,
  CartClearBody,
  CartItemBody,
  PurchaseAnswer,
  PurchaseBody,
  PurchaseHistoryEntry,
  PurchaseHistoryQuery,
  PurchaseOrderAnswer,
  PurchaseOrderParams,
  PurchaseOrderQuery,
  PurchaseResumeBody,
} from './purchases.contract';
import type {
  CountryAnswer,
  CurrencyAnswer,
  LanguageAnswer,
  LocalizationsAnswer,
  LocalizationsQuery,
  PhoneCodeAnswer,
  SocialLinkAnswer,
  StaticPageAnswer,
  StaticPageLanguageQuery,
  StaticPageParams,
  StaticPageSummaryAnswer,
} from './reference-data.contract';
import type { SettingsAnswer } from './settings.contract';

/** A value as it goes into a URL: the API coerces the text back (a flag may be 1, a number a string). */
export type QueryValue = string | number | boolean | null | undefined;

/** A query schema's fields, each as URL text and each optional (the API defaults them): a field the schema does not name fails the typecheck. */
type Query<T> = { [K in keyof T]?: QueryValue };
/** A path's params as the client fills them in (`:id`), each as text. */
type Params<T> = { [K in keyof T]: string | number };

/**
 * POST /login, /user/verify-2fa and /register: 200 OK with the profile; login 403 ERROR NEEDS_2FA with
 * `config` (a challenge cookie is set) or 403 VERIFY EMAIL_NOT_VERIFIED; register 202 VERIFY when the
 * address must be confirmed first.
 */
export interface SignInEnvelope extends Envelope<ProfileAnswer> {
  config?: TwoFactorConfigAnswer;
}

/** GET /is-auth answers { authenticated } at the top level or in the payload; 401 means a visitor. */
export type IsAuthEnvelope = Partial<IsAuthAnswer['payload']> & Envelope<IsAuthAnswer['payload']>;

/** An answer whose error envelope has no payload, and whose success carries its fields beside `status`. */
type FlatAnswer<T extends { status: unknown }> = Envelope<never> & Partial<Omit<T, 'status'>>;

/** Every route the shop's gateway calls, as `METHOD /path` (`:name` a path param): its answer always; params, query and body when it takes them. */
export interface ShopRoutes {
  // Catalogue (spec §7 items/*)
  'GET /items/list': { query: Query<Static<typeof ItemListQuery>>; answer: Envelope<ItemAnswer[]> & Pick<ItemListAnswer, 'meta'> };
  'GET /items/filter-data': { query: Query<Static<typeof FilterDataQuery>>; answer: Envelope<FilterDataAnswer> };
  'GET /items/:id': { params: Params<Static<typeof ItemParams>>; query: Query<Static<typeof ItemDetailQuery>>; answer: Envelope<ItemDetailAnswer> };
  'GET /items/:id/price-history': { params: Params<Static<typeof ItemParams>>; query: Query<Static<typeof PriceHistoryQuery>>; answer: Envelope<PriceHistoryAnswer> };
  // Cart and purchases
  'GET /cart/contents': { query: Query<Static<typeof CurrencyQuery>>; answer: Envelope<CartAnswer['payload']> };
  'POST /cart/add': { body: Static<typeof CartAddBody>; answer: Envelope<never> };
  'POST /cart/remove': { body: Static<typeof CartItemBody>; answer: Envelope<never> };
  'POST /cart/clear': { body: Static<typeof CartClearBody>; answer: Envelope<never> };
  'POST /purchase/product': { body: Static<typeof PurchaseBody>; answer: Envelope<PurchaseAnswer['payload']> };
  'GET /purchase/history': { query: Query<Static<typeof PurchaseHistoryQuery>>; answer: Envelope<PurchaseHistoryEntry[]> };
  'GET /purchase/:id': { params: Params<Static<typeof PurchaseOrderParams>>; query: Query<Static<typeof PurchaseOrderQuery>>; answer: Envelope<PurchaseOrderAnswer> };
  'POST /purchase/:id/resume': { params: Params<Static<typeof PurchaseOrderParams>>; body: Static<typeof PurchaseResumeBody>; answer: Envelope<PurchaseOrderAnswer> };
  // Deposits
  'POST /deposit/checkout': { body: Static<typeof CheckoutBody>; answer: FlatAnswer<CheckoutAnswer> };
  'GET /orders/status': { query: Query<Static<typeof OrderStatusQuery>>; answer: FlatAnswer<OrderStatusAnswer> };
  'GET /deposit/history': { query: Query<Static<typeof DepositHistoryQuery>>; answer: Envelope<DepositHistoryEntry[]> };
  // Sign-in and the session
  'GET /is-auth': { answer: IsAuthEnvelope };
  'POST /login': { body: Static<typeof LoginBody>; answer: SignInEnvelope };
  'POST /user/verify-2fa': { body: Static<typeof TwoFactorCodeBody>; answer: SignInEnvelope };
  'POST /user/resend-2fa': { answer: Envelope<never> };
  'POST /register': { body: Static<typeof RegisterBody>; answer: SignInEnvelope };
  'POST /logout': { answer: Envelope<never> };
  // The account
  'GET /user/profile': { query: Query<Static<typeof CurrencyQuery>>; answer: Envelope<ProfileAnswer> };
  'PUT /user/profile': { body: Static<typeof ProfileUpdateBody>; answer: Envelope<ProfileAnswer> };
  'PUT /user/update-trade-link': { body: Static<typeof TradeLinkBody>; answer: Envelope<never> };
  'POST /user/change-email': { body: Static<typeof ChangeEmailBody>; answer: Envelope<never> };
  'PUT /user/two-factor': { body: Static<typeof TwoFactorToggleBody>; answer: Envelope<TwoFactorStateAnswer['payload']> };
  'POST /user/confirm-password': { body: Static<typeof ConfirmPasswordBody>; answer: Envelope<never> };
  // The e-mailed links
  'POST /resendConfirmationLink': { body: Static<typeof EmailBody>; answer: Envelope<never> };
  'POST /user/reset-password': { body: Static<typeof EmailBody>; answer: Envelope<never> };
  'POST /user/reset-password/confirm': { body: Static<typeof PasswordResetConfirmBody>; answer: Envelope<never> };
  'GET /email/verify/:token': { params: Params<Static<typeof EmailVerifyParams>>; answer: Envelope<never> & Partial<Pick<VerificationAnswerBody, 'verification' | 'email'>> };
  // Price alerts (issue 27)
  'GET /price-alerts': { query: Query<Static<typeof PriceAlertsQuery>>; answer: Envelope<PriceAlertAnswer[]> };
  'POST /price-alerts/create': { body: Static<typeof PriceAlertCreateBody>; answer: Envelope<PriceAlertAnswer> };
  'POST /price-alerts/delete': { body: Static<typeof PriceAlertIdBody>; answer: Envelope<never> };
  // Selling: offers and sell trades
  'GET /offer/history': { query: Query<Static<typeof CurrencyQuery>>; answer: Envelope<OfferHistoryEntry[]> };
  'GET /offer/inventory': { query: Query<Static<typeof CurrencyQuery>>; answer: Envelope<InventoryItemAnswer[]> };
  'POST /offer/create': { body: Static<typeof OfferCreateBody>; answer: Envelope<Partial<OfferCreatedAnswer>> };
  'POST /offer/accept': { body: Static<typeof OfferIdBody>; answer: Envelope<never> };
  'POST /offer/sell-now': { body: Static<typeof SellNowBody>; answer: Envelope<OfferSoldAnswer> };
  'POST /offer/decline': { body: Static<typeof OfferIdBody>; answer: Envelope<never> };
  'POST /offer/retry-trade': { body: Static<typeof OfferIdBody>; answer: Envelope<never> };
  'POST /offer/cancel': { body: Static<typeof OfferIdBody>; answer: Envelope<never> };
  'POST /offer/request-payout/sepa-direct': { body: Static<typeof SepaPayoutBody>; answer: Envelope<never> };
  'POST /offer/request-payout/card-form': { body: Static<typeof CardPayoutBody>; answer: FlatAnswer<RedirectAnswer> };
  // Reference data and pages
  'GET /currencies': { answer: Envelope<CurrencyAnswer[]> };
  'GET /languages': { answer: Envelope<LanguageAnswer[]> };
  'GET /localizations': { query: Query<Static<typeof LocalizationsQuery>>; answer: Envelope<LocalizationsAnswer | LocalizationsAnswer[]> };
  'GET /countries': { answer: Envelope<CountryAnswer[]> };
  'GET /phone-codes': { answer: Envelope<PhoneCodeAnswer[]> };
  'GET /social-links': { answer: Envelope<SocialLinkAnswer[]> };
  'GET /settings': { answer: Envelope<SettingsAnswer> };
  'GET /static-pages': { query: Query<Static<typeof StaticPageLanguageQuery>>; answer: Envelope<StaticPageSummaryAnswer[]> };
  'GET /static-pages/:id': { params: Params<Static<typeof StaticPageParams>>; query: Query<Static<typeof StaticPageLanguageQuery>>; answer: Envelope<StaticPageAnswer> };
}

export type RouteMethod = 'GET' | 'POST' | 'PUT';

/** The paths the table holds for `method`. */
export type RoutePath<M extends RouteMethod> = { [K in keyof ShopRoutes]: K extends `${M} ${infer P}` ? P : never }[keyof ShopRoutes];

/** The route `method path`. */
export type RouteAt<M extends RouteMethod, P extends RoutePath<M>> = ShopRoutes[`${M} ${P}` & keyof ShopRoutes];
