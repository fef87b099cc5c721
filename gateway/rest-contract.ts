// The REST API's wire format (spec §7), as the gateway sees it. The API under api/ is the system of
// record and validates its own input; these types describe what it answers. All paths are under /api.
//
// Money on the wire: every amount, in queries, bodies and answers alike, is a decimal number in MAJOR
// units of the requested currency with at most two decimals (`price: 10.78`, `old_price: 0`,
// `price_from=10.5`); more than two decimals is a 422. The API keeps integer EUR cents and converts at
// its edge (api/lib/money.ts). GraphQL's Money carries the same amount unchanged.
// Dates on the wire are unix seconds (integers); GraphQL's DateTime shows them as ISO-8601.
// Resources moved to contract/ (TypeBox, shared with the API) are typed from there: accounts, the
// catalogue, settings, reference data, top-ups, cart, purchases and offers so far.
import type { CheckoutAnswer, DepositHistoryEntry, OrderStatusAnswer } from '../contract/deposits.contract';
import type {
  IsAuthAnswer,
  ProfileAnswer,
  ProfileUpdateRequest,
  RegisterRequest,
  TwoFactorConfigAnswer,
  TwoFactorStateAnswer,
  VerificationAnswerBody,
} from '../contract/accounts.contract';
import type { FilterDataAnswer, ItemAnswer, ItemDetailAnswer, ItemListAnswer } from '../contract/items.contract';
import type { OfferHistoryEntry, RedirectAnswer } from '../contract/offers.contract';
import type {
  CountryAnswer,
  CurrencyAnswer,
  LanguageAnswer,
  LocalizationsAnswer,
  PhoneCodeAnswer,
  SocialLinkAnswer,
  StaticPageAnswer,
  StaticPageSummaryAnswer,
} from '../contract/reference-data.contract';
import type { SettingsAnswer } from '../contract/settings.contract';
import type { CartAnswer, PurchaseAnswer, PurchaseHistoryEntry, PurchaseOrderAnswer } from '../contract/purchases.contract';

/** A wire amount: major units of the currency named beside it, at most two decimals (10.78). */
export type RestAmount = number;

/** A wire date: unix seconds. */
export type RestUnixSeconds = number;

export type EnvelopeStatus = 'OK' | 'ERROR' | 'VERIFY';

export interface Envelope<P> {
  status: EnvelopeStatus;
  message?: string;
  payload?: P;
  error_code?: string;
  /** 422 only: field name → messages. */
  errors?: Record<string, string[]>;
}

/** GET /currencies — EUR first. `value` is units of this currency per 1 EUR. */
export type RestCurrency = CurrencyAnswer;

/** GET /languages — English is id 10. */
export type RestLanguage = LanguageAnswer;

/** GET /localizations?lang_id=10 — payload is one object of key → text. */
export type RestLocalizations = LocalizationsAnswer;

/** GET /countries — only the supported countries. */
export type RestCountry = CountryAnswer;

/** GET /phone-codes — a list of single-key objects keyed by ISO alpha-2: [{ "DE": { "code": "+49" } }]. */
export type RestPhoneCode = PhoneCodeAnswer;

/** GET /social-links */
export type RestSocialLink = SocialLinkAnswer;

/** GET /settings (contract/settings.contract.ts). */
export type RestSettings = SettingsAnswer;

/** GET /static-pages?lang_id= — titles in that language (English where it has none). */
export type RestStaticPageSummary = StaticPageSummaryAnswer;

/** GET /static-pages/{id}?lang_id= — 404 { status: "ERROR", message: "Page not found" } when missing. */
export type RestStaticPage = StaticPageAnswer;

export type RestCategory = ItemAnswer['category'];

/**
 * GET /items/list — query (all optional): new=1, best_seller=1, currency (code, default EUR), category,
 * type, quality, heroes, exterior_names, classes, price_from, price_till (RestAmount: major units of
 * the display currency, 0..10000, at most two decimals), sort=asc|desc (by price), page (>=1, default 1), limit (1..100, default 15),
 * search (substring of the title, case-insensitive, at most 100 chars).
 * Bad input → 422 { status: "ERROR", message, errors: { field: [messages] } }.
 * Response: { status: "OK", payload: RestItem[], meta: { total, page, limit } } (contract/items.contract.ts).
 */
export type RestItem = ItemAnswer;

export type RestItemListMeta = ItemListAnswer['meta'];

export type RestItemList = Envelope<RestItem[]> & { meta: RestItemListMeta };

/** GET /items/filter-data?category=cs2 — distinct values, sorted. */
export type RestFilterData = FilterDataAnswer;

/**
 * GET /items/{id}?currency=EUR — payload is the item with `similar`: up to 8 items of the same category
 * nearest in price, those of the same type first. Unknown id → 404 { status: "ERROR", message: "Item not found" }.
 */
export type RestItemDetail = ItemDetailAnswer;

/** GET /is-auth (contract/accounts.contract.ts). */
export type RestIsAuth = IsAuthAnswer['payload'];

// ——— Accounts (spec §3, §4, §7). Signed-in routes answer 401 { status: "ERROR", error_code: "UNAUTHENTICATED" }
// without a session; rate-limited ones 429 { status: "ERROR", error_code: "RATE_LIMITED", message }.
// A 422 carries `errors` (field → messages) when input failed a rule, and none when the server
// refused the action itself (wrong password, wrong or expired code, used link).

/** The user profile of spec §3, balance in major units of `currency` (contract/accounts.contract.ts). */
export type RestProfile = ProfileAnswer;

export type RestTwoFactorConfig = TwoFactorConfigAnswer;

/**
 * POST /login { username, password, currency } and POST /register: 200 OK with the profile; login 403
 * ERROR NEEDS_2FA with `config` (a challenge cookie is set) or 403 VERIFY EMAIL_NOT_VERIFIED; register
 * 202 VERIFY when the address must be confirmed first.
 */
export interface RestSignInEnvelope extends Envelope<RestProfile> {
  config?: RestTwoFactorConfig;
}

/** POST /register (contract/accounts.contract.ts). */
export type RestRegisterBody = RegisterRequest;

/** PUT /user/profile (answers the fresh profile in `currency`; contract/accounts.contract.ts). */
export type RestProfileUpdate = ProfileUpdateRequest;

/** PUT /user/two-factor { enabled } (contract/accounts.contract.ts). */
export type RestTwoFactorState = TwoFactorStateAnswer['payload'];

/** GET /email/verify/{token} (contract/accounts.contract.ts): success, already_verified, or error with a 422. */
export type RestEmailVerification = Envelope<never> & Partial<Pick<VerificationAnswerBody, 'verification'>>;

/** GET /cart/contents?currency — total counts only the available items (contract/purchases.contract.ts). */
export type RestCart = CartAnswer['payload'];

/** One product in a cart entry, amounts in the requested currency. */
export type RestCartItem = RestCart['items'][number]['item'];

/** POST /purchase/product (contract/purchases.contract.ts). */
export type RestPurchase = PurchaseAnswer['payload'];

/** GET /purchase/history: one row per item bought (contract/purchases.contract.ts). */
export type RestPurchaseRow = PurchaseHistoryEntry;

/** GET /purchase/order: one of the caller's orders with its items (contract/purchases.contract.ts). */
export type RestPurchaseOrder = PurchaseOrderAnswer;

/** What a route of contract/ answers: its OK answer's fields (absent on an error), beside the envelope's. */
type ContractAnswer<Ok extends { status: 'OK' }> = Envelope<never> & Partial<Omit<Ok, 'status'>>;

/** POST /deposit/checkout answers the provider's hosted page and the order's id (contract/deposits.contract.ts). */
export type RestDepositCheckout = ContractAnswer<CheckoutAnswer>;

/** GET /orders/status?order_id (contract/deposits.contract.ts). */
export type RestOrderStatus = ContractAnswer<OrderStatusAnswer>;

/** GET /deposit/history: one row per top-up (contract/deposits.contract.ts). */
export type RestDepositRow = DepositHistoryEntry;

/** GET /offer/history: the caller's offers, prices in the offer's own currency (contract/offers.contract.ts). */
export type RestOffer = OfferHistoryEntry;

/** POST /offer/request-payout/card-form answers the provider's payout page (contract/offers.contract.ts). */
export type RestCardPayout = ContractAnswer<RedirectAnswer>;
