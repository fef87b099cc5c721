/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What changed in the signed-in customer's account. */
export type AccountChangeKind =
  | 'BALANCE'
  | 'DEPOSIT'
  | 'OFFER'
  | 'ORDER'
  | 'PRICE_ALERT'
  | 'PROFILE';

export type CardPayoutInput = {
  address: string;
  city: string;
  /** A country title or id. */
  country: string;
  currency: string;
  email: string;
  id?: string | number | null | undefined;
  name: string;
  phone: string;
  postCode: string;
  surname: string;
};

/**
 * Where a trade offer carrying some of an order's items stands (issue 25). QUEUED: about to be sent;
 * SENT: waiting for the buyer to accept it on Steam; ESCROW: accepted, Steam holds the items until
 * holdUntil; ACCEPTED: delivered (a CS2 trade stays reversible until protectedUntil); DECLINED, EXPIRED,
 * CANCELLED, FAILED: not delivered, refunded; REVERSED: undone inside Steam's trade protection, refunded;
 * PAUSED: declined seconds after it was sent, the mark of a stolen Steam Web API key: nothing is sent
 * again until the buyer revokes it (resumeDelivery); MANUAL: a person delivers it.
 */
export type DeliveryState =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'ESCROW'
  | 'EXPIRED'
  | 'FAILED'
  | 'MANUAL'
  | 'PAUSED'
  | 'QUEUED'
  | 'REVERSED'
  | 'SENT';

export type DepositHistoryFilter = {
  amountMax?: number | null | undefined;
  amountMin?: number | null | undefined;
  currency: string;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  status?: DepositStatus | null | undefined;
};

/** Spec §7 deposit/checkout: the amount and method, with the profile's personal information. */
export type DepositInput = {
  address: string;
  /** Whole units of `currency`, more than 0 and at most 10000. */
  amount: number;
  city: string;
  country?: number | null | undefined;
  currency: string;
  email: string;
  name: string;
  paymentType: string;
  phone: string;
  postCode: string;
  steamId: string;
  surname: string;
};

export type DepositStatus =
  | 'ERROR'
  | 'PENDING'
  | 'SUCCESS';

export type ErrorCode =
  /** Issue 43: staff put the account on hold; the message names the support address. */
  | 'ACCOUNT_FROZEN'
  | 'ALREADY_IN_CART'
  | 'EMAIL_NOT_VERIFIED'
  | 'INSUFFICIENT_FUNDS'
  /** Issue 26: Steam cannot show the seller's inventory now. */
  | 'INVENTORY_UNAVAILABLE'
  | 'NOT_FOUND'
  | 'NOT_PAUSED'
  | 'OFFERS_DISABLED'
  | 'PERSONAL_INFO_REQUIRED'
  /** Issue 26: the shop's price was not accepted before it expired. */
  | 'QUOTE_EXPIRED'
  | 'RATE_LIMITED'
  /** The server refused the action; the message says why (wrong password, invalid code, expired link ...). */
  | 'REFUSED'
  | 'STEAM_ID_REQUIRED'
  /** Issue 41: selling from the Steam inventory needs a Steam ID proven by Steam sign-in. */
  | 'STEAM_SIGN_IN_REQUIRED'
  | 'STEP_UP_REQUIRED'
  /** Issue 26: accepting an offer received by trade needs a saved trade link. */
  | 'TRADE_LINK_REQUIRED'
  | 'UNAUTHORIZED'
  | 'VALIDATION_FAILED';

export type GameCategory =
  | 'CS2'
  | 'DOTA2';

export type IbanPayoutInput = {
  /** At most 34 characters (spec §5). */
  accountNumber: string;
  currency: string;
  firstName: string;
  id?: string | number | null | undefined;
  lastName: string;
};

export type LoginInput = {
  /** The currency the profile's balance is answered in. */
  currency: string;
  email: string;
  password: string;
};

export type OfferInput = {
  appId?: number | null | undefined;
  /** Issue 26: an item picked from sellInventory (its assetId and appId); the shop then takes title, quality and item URL from the asset. */
  assetId?: string | null | undefined;
  currency: string;
  itemUrl: string;
  /** Major units of `currency`. */
  price: number;
  quality: string;
  title: string;
};

/**
 * The offer lifecycle (issue 11): new → offer → approved → ready_for_payout → payout_pending → paid, with
 * the declines and a failed payout. Issue 26 (an inventory item received by trade offer): approved →
 * RECEIVED (the shop has the skin; the payout unlocks at payoutUnlocksAt) → ready_for_payout;
 * TRADE_FAILED (the seller declined the trade offer or let it expire: retryOfferTrade or cancelOffer);
 * REVERSED (undone inside Steam's trade protection: nothing is paid); CANCELLED (withdrawn after a failed
 * trade); EXPIRED (the shop's price was not accepted in time).
 */
export type OfferStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'DECLINED_BY_SERVICE'
  | 'DECLINED_BY_USER'
  | 'EXPIRED'
  | 'NEW'
  | 'OFFER'
  | 'PAID'
  | 'PAYOUT_FAILED'
  | 'PAYOUT_PENDING'
  | 'READY_FOR_PAYOUT'
  | 'RECEIVED'
  | 'REVERSED'
  | 'TRADE_FAILED';

export type PayoutMethod =
  | 'CARD'
  | 'IBAN';

export type ProductFilter = {
  bestSellers?: boolean | null | undefined;
  category?: GameCategory | null | undefined;
  currency: string;
  exteriorName?: string | null | undefined;
  /** Issue 27: lowest float (wear), 0 to 1. */
  floatFrom?: number | null | undefined;
  /** Highest float (wear), 0 to 1. */
  floatTill?: number | null | undefined;
  hasStickers?: boolean | null | undefined;
  hero?: string | null | undefined;
  itemClass?: string | null | undefined;
  /** Products per page: 1 to 100. */
  limit?: number | null | undefined;
  newArrivals?: boolean | null | undefined;
  page?: number | null | undefined;
  /** Pattern seed, 0 to 1000. */
  paintSeed?: number | null | undefined;
  /** Lowest displayed price: major units of `currency`, 0 to 10000, at most two decimals. */
  priceFrom?: number | null | undefined;
  /** Highest displayed price: major units of `currency`, 0 to 10000, at most two decimals. */
  priceTill?: number | null | undefined;
  quality?: string | null | undefined;
  /** Part of the title, case-insensitive; at most 100 characters. */
  search?: string | null | undefined;
  sort?: SortOrder | null | undefined;
  souvenir?: boolean | null | undefined;
  statTrak?: boolean | null | undefined;
  /** Part of an applied sticker's or charm's name, case-insensitive. */
  sticker?: string | null | undefined;
  type?: string | null | undefined;
};

export type ProfileInput = {
  /** The customer ticked the terms. */
  acceptTerms?: boolean | null | undefined;
  address: string;
  city: string;
  /** A Country id; null when none is chosen. */
  country?: number | null | undefined;
  email: string;
  name: string;
  phone: string;
  phoneCountryCode: string;
  postCode: string;
  steamId: string;
  surname: string;
};

export type PurchaseHistoryFilter = {
  amountMax?: number | null | undefined;
  /** Major units of `currency`. */
  amountMin?: number | null | undefined;
  currency: string;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  status?: PurchaseStatus | null | undefined;
};

export type PurchaseStatus =
  | 'ERROR'
  | 'PROCESSING'
  | 'SUCCESS';

export type RegisterInput = {
  /** The customer ticked the terms. */
  acceptTerms?: boolean | null | undefined;
  currency: string;
  email: string;
  name: string;
  passConfirm: string;
  password: string;
  /** International format, e.g. +4915112345678. */
  phone: string;
  /** ISO alpha-2 code of the phone's country, e.g. DE. */
  phoneCountryCode: string;
  surname: string;
};

/** Issue 45: an item of sellInventory at its instantPrice (major units of `currency`). */
export type SellNowInput = {
  appId: number;
  assetId: string;
  currency: string;
  price: number;
};

/**
 * Where the shop's trade offer asking for the seller's skin stands (issue 26). QUEUED: about to be sent;
 * SENT: waiting for the seller on Steam; ACCEPTED: the shop has the skin; DECLINED, EXPIRED, CANCELLED,
 * FAILED: no trade (ask again or cancel); REVERSED: undone inside Steam's trade protection.
 */
export type SellTradeState =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'FAILED'
  | 'QUEUED'
  | 'REVERSED'
  | 'SENT';

/** ASC/DESC by price; DISCOUNT largest first; NEWEST latest listed first; FLOAT_ASC/FLOAT_DESC by float (items without one are left out). */
export type SortOrder =
  | 'ASC'
  | 'DESC'
  | 'DISCOUNT'
  | 'FLOAT_ASC'
  | 'FLOAT_DESC'
  | 'NEWEST';

export type StickerKind =
  | 'CHARM'
  | 'STICKER';

export type VerificationOutcome =
  | 'ALREADY_VERIFIED'
  | 'ERROR'
  | 'SUCCESS';

export type AccountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountChangedSubscription = { accountChanged: { kind: AccountChangeKind, id: string } };

export type CountryOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CountryOptionsQuery = { countries: Array<{ id: number, iso: string, title: string }>, phoneCodes: Array<{ iso: string, code: string }> };

export type AppNewArrivalsQueryVariables = Exact<{
  filter: ProductFilter;
}>;


export type AppNewArrivalsQuery = { products:
    | { __typename: 'ProductPage', items: Array<{ id: string, title: string, imgUrl: string, type: string, quality: string, category: GameCategory, exterior: string | null, hero: string | null, itemClass: string, description: string, isNew: boolean, isBestSeller: boolean, tradableAfter: string | null, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string } }> }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
   };

export type StartupTranslationsQueryVariables = Exact<{
  languageId: number;
}>;


export type StartupTranslationsQuery = { translations: Array<{ key: string, text: string }> };

export type StartupQueryVariables = Exact<{
  languageId: number;
  socialLinks: boolean;
  currencies: boolean;
  languages: boolean;
  translations: boolean;
  isAuthenticated: boolean;
  settings: boolean;
}>;


export type StartupQuery = { isAuthenticated?: boolean, socialLinks?: Array<{ id: number, name: string, url: string, icon: string }>, currencies?: Array<{ code: string, symbol: string, rate: number }>, languages?: Array<{ id: number, title: string, code: string }>, translations?: Array<{ key: string, text: string }>, settings?: { minTopUp: number, supportEmail: string, copyright: string, offerEnabled: boolean, googleTag: string | null, imageHost: string, paymentMethods: Array<{ currency: string, methods: Array<{ code: string, title: string }> }>, requisites: { companyName: string, companyNumber: string } } };

export type ProfileFieldsFragment = { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } };

export type ProfileQueryVariables = Exact<{
  currency: string;
}>;


export type ProfileQuery = { profile: { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login:
    | { __typename: 'AccountUnverified', errorCode: ErrorCode, message: string }
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'RateLimited', errorCode: ErrorCode, message: string }
    | { __typename: 'SignedIn', message: string, profile: { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } } }
    | { __typename: 'TwoFactorRequired', message: string, codeLength: number, expiryMinutes: number }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
   };

export type VerifyTwoFactorMutationVariables = Exact<{
  code: string;
  currency: string;
}>;


export type VerifyTwoFactorMutation = { verifyTwoFactor:
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'RateLimited', errorCode: ErrorCode, message: string }
    | { __typename: 'SignedIn', message: string, profile: { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } } }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
   };

export type ResendTwoFactorCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendTwoFactorCodeMutation = { resendTwoFactorCode:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'RateLimited', errorCode: ErrorCode, message: string }
    | { __typename: 'SignedIn', message: string, profile: { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } } }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
    | { __typename: 'VerificationSent', message: string }
   };

export type ResendConfirmationLinkMutationVariables = Exact<{
  email: string;
}>;


export type ResendConfirmationLinkMutation = { resendConfirmationLink:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  passConfirm: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { outcome: VerificationOutcome, message: string, email: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
  currency: string;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'ProfileSaved', message: string, profile: { id: number, email: string, name: string, surname: string, phone: string, phoneCountryCode: string, address: string, country: number | null, city: string, zip: string, createdAt: string, steamId: string, steamIdVerified: boolean, steamProfileUrl: string, communityVisibilityState: number | null, tradeLink: string, avatarMedium: string, emailVerified: boolean, twoFactorEnabled: boolean, hasPassword: boolean, termsAccepted: boolean, balance: { amount: number, currency: string, symbol: string } } }
    | { __typename: 'StepUpRequired', message: string }
    | { __typename: 'ValidationError', message: string, fieldErrors: Array<{ field: string, messages: Array<string> }> }
   };

export type UpdateTradeLinkMutationVariables = Exact<{
  url: string;
}>;


export type UpdateTradeLinkMutation = { updateTradeLink:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'StepUpRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type ChangeEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ChangeEmailMutation = { changeEmail:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type SetTwoFactorMutationVariables = Exact<{
  enabled: boolean;
}>;


export type SetTwoFactorMutation = { setTwoFactor:
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'StepUpRequired', message: string }
    | { __typename: 'TwoFactorSetting', message: string, enabled: boolean }
   };

export type ConfirmPasswordMutationVariables = Exact<{
  password: string;
}>;


export type ConfirmPasswordMutation = { confirmPassword:
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string, fieldErrors: Array<{ field: string, messages: Array<string> }> }
   };

export type CartQueryVariables = Exact<{
  currency: string;
}>;


export type CartQuery = { cart: { count: number, total: { amount: number, currency: string, symbol: string }, items: Array<{ itemId: string, count: number, item: { id: string, title: string, type: string, imgUrl: string, category: GameCategory, available: boolean, floatValue: number | null, paintSeed: number | null, tradableAfter: string | null, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, slot: number, kind: StickerKind, wear: number | null }> } }> } };

export type AddToCartMutationVariables = Exact<{
  id: string | number;
}>;


export type AddToCartMutation = { addToCart:
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'AlreadyInCart', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RemoveFromCartMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveFromCartMutation = { removeFromCart:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type ClearCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCartMutation = { clearCart:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type PurchaseMutationVariables = Exact<{
  currency: string;
}>;


export type PurchaseMutation = { purchase:
    | { __typename: 'AccountFrozen', errorCode: ErrorCode, message: string }
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'InsufficientFunds', errorCode: ErrorCode, message: string }
    | { __typename: 'Purchased', message: string, orderId: string, total: { amount: number, currency: string, symbol: string } }
    | { __typename: 'SteamIdRequired', errorCode: ErrorCode, message: string }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
   };

export type PurchaseHistoryQueryVariables = Exact<{
  filter: PurchaseHistoryFilter;
}>;


export type PurchaseHistoryQuery = { purchaseHistory: Array<{ id: string, itemId: string, createdAt: string, imgUrl: string, title: string, category: GameCategory, status: PurchaseStatus, sum: { amount: number, currency: string, symbol: string }, delivery: { state: DeliveryState, botName: string } | null }> };

export type HomeBestSellersQueryVariables = Exact<{
  cs2: ProductFilter;
  dota2: ProductFilter;
}>;


export type HomeBestSellersQuery = { cs2:
    | { __typename: 'ProductPage', items: Array<{ id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, kind: StickerKind }> }> }
    | { __typename: 'ValidationError' }
  , dota2:
    | { __typename: 'ProductPage', items: Array<{ id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, kind: StickerKind }> }> }
    | { __typename: 'ValidationError' }
   };

export type ProductCardFieldsFragment = { id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, kind: StickerKind }> };

export type ListingProductsQueryVariables = Exact<{
  filter: ProductFilter;
}>;


export type ListingProductsQuery = { products:
    | { __typename: 'ProductPage', total: number, page: number, limit: number, suggestion: string | null, items: Array<{ id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, kind: StickerKind }> }> }
    | { __typename: 'ValidationError', message: string }
   };

export type ListingFilterDataQueryVariables = Exact<{
  category?: GameCategory | null | undefined;
}>;


export type ListingFilterDataQuery = { filterData: { types: Array<string>, qualities: Array<string>, heroes: Array<string>, exteriorNames: Array<string>, classes: Array<string> } };

export type PriceHistoryQueryVariables = Exact<{
  id: string | number;
  days: number;
  currency: string;
}>;


export type PriceHistoryQuery = { priceHistory:
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PriceHistory', days: number, points: Array<{ date: string, price: { amount: number, currency: string, symbol: string } }> }
    | { __typename: 'ValidationError', message: string }
   };

export type ProductDetailQueryVariables = Exact<{
  id: string | number;
  currency: string;
  langId: number;
}>;


export type ProductDetailQuery = { product:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProductDetail', product: { hero: string | null, itemClass: string, description: string, paintSeed: number | null, phase: string | null, inspectLink: string | null, gems: Array<string>, style: string | null, id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, referencePrice: { amount: number, currency: string, symbol: string } | null, stickers: Array<{ slot: number, wear: number | null, name: string, kind: StickerKind }>, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string } }, similar: Array<{ id: string, title: string, imgUrl: string, category: GameCategory, type: string, quality: string, exterior: string | null, tradableAfter: string | null, floatValue: number | null, statTrak: boolean, souvenir: boolean, discount: number, price: { amount: number, currency: string, symbol: string }, oldPrice: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, kind: StickerKind }> }> }
    | { __typename: 'UnauthorizedError', errorCode: ErrorCode, message: string }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string }
   };

export type StartDepositMutationVariables = Exact<{
  input: DepositInput;
}>;


export type StartDepositMutation = { startDeposit:
    | { __typename: 'AccountFrozen', errorCode: ErrorCode, message: string }
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'DepositStarted', message: string, redirectUrl: string }
    | { __typename: 'PersonalInfoRequired', errorCode: ErrorCode, message: string }
    | { __typename: 'ValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, messages: Array<string> }> }
   };

export type OrderStatusQueryVariables = Exact<{
  orderId: string | number;
}>;


export type OrderStatusQuery = { orderStatus: { id: string, code: number, redirectUrl: string | null } };

export type DepositHistoryQueryVariables = Exact<{
  filter: DepositHistoryFilter;
}>;


export type DepositHistoryQuery = { depositHistory: Array<{ id: string, createdAt: string, type: string, status: DepositStatus, sum: { amount: number, currency: string, symbol: string } }> };

export type OffersQueryVariables = Exact<{
  currency: string;
}>;


export type OffersQuery = { offers: Array<{ id: string, title: string, quality: string, status: OfferStatus, createdAt: string, itemUrl: string, assetId: string | null, appId: number | null, floatValue: number | null, paintSeed: number | null, quoteExpiresAt: string | null, payoutUnlocksAt: string | null, userPrice: { amount: number, currency: string, symbol: string }, servicePrice: { amount: number, currency: string, symbol: string } | null, payout: { method: PayoutMethod, maskedIban: string | null, status: string, message: string | null } | null, trade: { state: SellTradeState, botName: string, code: string, offerUrl: string | null, sentAt: string | null, acceptedAt: string | null } | null }> };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { createOffer:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'InventoryUnavailable', message: string }
    | { __typename: 'OfferCreated', message: string, id: string, status: OfferStatus, quoteExpiresAt: string | null, servicePrice: { amount: number, currency: string, symbol: string } | null }
    | { __typename: 'ValidationError', message: string }
   };

export type AcceptOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptOfferMutation = { acceptOffer:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InventoryUnavailable', message: string }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'TradeLinkRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RetryOfferTradeMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryOfferTradeMutation = { retryOfferTrade:
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'InventoryUnavailable', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'TradeLinkRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type CancelOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelOfferMutation = { cancelOffer:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type DeclineOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineOfferMutation = { declineOffer:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RequestIbanPayoutMutationVariables = Exact<{
  input: IbanPayoutInput;
}>;


export type RequestIbanPayoutMutation = { requestIbanPayout:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'StepUpRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type RequestCardPayoutMutationVariables = Exact<{
  input: CardPayoutInput;
}>;


export type RequestCardPayoutMutation = { requestCardPayout:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'PayoutRedirect', redirectUrl: string }
    | { __typename: 'StepUpRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type SellInventoryQueryVariables = Exact<{
  currency: string;
}>;


export type SellInventoryQuery = { sellInventory:
    | { __typename: 'InventoryUnavailable', message: string }
    | { __typename: 'SellInventory', items: Array<{ assetId: string, appId: number, category: GameCategory, title: string, quality: string, imgUrl: string | null, floatValue: number | null, paintSeed: number | null, stickers: Array<string>, tradable: boolean, tradableAfter: string | null, sharePercent: number | null, instantPrice: { amount: number, currency: string, symbol: string } | null }> }
    | { __typename: 'SteamIdRequired', message: string }
    | { __typename: 'SteamSignInRequired', message: string }
   };

export type SellNowMutationVariables = Exact<{
  input: SellNowInput;
}>;


export type SellNowMutation = { sellNow:
    | { __typename: 'AccountFrozen', message: string }
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'InventoryUnavailable', message: string }
    | { __typename: 'OfferSold', message: string, id: string, servicePrice: { amount: number, currency: string, symbol: string } }
    | { __typename: 'QuoteExpired', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SteamSignInRequired', message: string }
    | { __typename: 'TradeLinkRequired', message: string }
    | { __typename: 'ValidationError', message: string }
   };

export type PurchaseOrderQueryVariables = Exact<{
  id: string | number;
  currency: string;
}>;


export type PurchaseOrderQuery = { purchaseOrder:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'PurchaseOrder', id: string, version: number, createdAt: string, status: PurchaseStatus, tradeLink: string, total: { amount: number, currency: string, symbol: string }, items: Array<{ itemId: string, title: string, imgUrl: string, category: GameCategory, floatValue: number | null, paintSeed: number | null, tradableAfter: string | null, price: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, slot: number, kind: StickerKind, wear: number | null }> }>, deliveries: Array<{ state: DeliveryState, code: string, botName: string, offerId: string | null, offerUrl: string | null, holdUntil: string | null, protectedUntil: string | null, updatedAt: string, expiresAt: string | null, itemIds: Array<string> }> }
   };

export type PurchaseOrderFieldsFragment = { __typename: 'PurchaseOrder', id: string, version: number, createdAt: string, status: PurchaseStatus, tradeLink: string, total: { amount: number, currency: string, symbol: string }, items: Array<{ itemId: string, title: string, imgUrl: string, category: GameCategory, floatValue: number | null, paintSeed: number | null, tradableAfter: string | null, price: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, slot: number, kind: StickerKind, wear: number | null }> }>, deliveries: Array<{ state: DeliveryState, code: string, botName: string, offerId: string | null, offerUrl: string | null, holdUntil: string | null, protectedUntil: string | null, updatedAt: string, expiresAt: string | null, itemIds: Array<string> }> };

export type ResumeDeliveryMutationVariables = Exact<{
  orderId: string | number;
  currency: string;
}>;


export type ResumeDeliveryMutation = { resumeDelivery:
    | { __typename: 'ActionRefused', errorCode: ErrorCode, message: string }
    | { __typename: 'DeliveryResumed', message: string, order: { __typename: 'PurchaseOrder', id: string, version: number, createdAt: string, status: PurchaseStatus, tradeLink: string, total: { amount: number, currency: string, symbol: string }, items: Array<{ itemId: string, title: string, imgUrl: string, category: GameCategory, floatValue: number | null, paintSeed: number | null, tradableAfter: string | null, price: { amount: number, currency: string, symbol: string }, stickers: Array<{ name: string, slot: number, kind: StickerKind, wear: number | null }> }>, deliveries: Array<{ state: DeliveryState, code: string, botName: string, offerId: string | null, offerUrl: string | null, holdUntil: string | null, protectedUntil: string | null, updatedAt: string, expiresAt: string | null, itemIds: Array<string> }> } }
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'NotPaused', errorCode: ErrorCode, message: string }
   };

export type OrderHistoryQueryVariables = Exact<{
  filter: PurchaseHistoryFilter;
}>;


export type OrderHistoryQuery = { purchaseHistory: Array<{ id: string, itemId: string, createdAt: string, imgUrl: string, title: string, category: GameCategory, status: PurchaseStatus, sum: { amount: number, currency: string, symbol: string }, delivery: { state: DeliveryState, botName: string, code: string } | null }> };

export type PriceAlertsQueryVariables = Exact<{
  currency: string;
}>;


export type PriceAlertsQuery = { priceAlerts: Array<{ id: string, title: string, category: GameCategory, createdAt: string, notifiedAt: string | null, lowestProductId: string | null, targetPrice: { amount: number, currency: string, symbol: string }, lowestPrice: { amount: number, currency: string, symbol: string } | null }> };

export type PriceAlertFieldsFragment = { id: string, title: string, category: GameCategory, createdAt: string, notifiedAt: string | null, lowestProductId: string | null, targetPrice: { amount: number, currency: string, symbol: string }, lowestPrice: { amount: number, currency: string, symbol: string } | null };

export type SavePriceAlertMutationVariables = Exact<{
  productId: string | number;
  targetPrice: number;
  currency: string;
}>;


export type SavePriceAlertMutation = { savePriceAlert:
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'NotFoundError', message: string }
    | { __typename: 'PriceAlertSaved', alert: { id: string, title: string, category: GameCategory, createdAt: string, notifiedAt: string | null, lowestProductId: string | null, targetPrice: { amount: number, currency: string, symbol: string }, lowestPrice: { amount: number, currency: string, symbol: string } | null } }
    | { __typename: 'ValidationError', message: string, fieldErrors: Array<{ field: string, messages: Array<string> }> }
   };

export type DeletePriceAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePriceAlertMutation = { deletePriceAlert:
    | { __typename: 'ActionRefused', message: string }
    | { __typename: 'Done', message: string }
    | { __typename: 'NotFoundError', message: string }
   };

export type TextPageListQueryVariables = Exact<{ [key: string]: never; }>;


export type TextPageListQuery = { staticPages: Array<{ id: number, title: string, slug: string }> };

export type TextPageContentQueryVariables = Exact<{
  id: number;
}>;


export type TextPageContentQuery = { staticPage:
    | { __typename: 'NotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StaticPage', id: number, title: string, slug: string, header: string, content: string }
   };

export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountryCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"steamId"}},{"kind":"Field","name":{"kind":"Name","value":"steamIdVerified"}},{"kind":"Field","name":{"kind":"Name","value":"steamProfileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"communityVisibilityState"}},{"kind":"Field","name":{"kind":"Name","value":"tradeLink"}},{"kind":"Field","name":{"kind":"Name","value":"avatarMedium"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"exterior"}},{"kind":"Field","name":{"kind":"Name","value":"tradableAfter"}},{"kind":"Field","name":{"kind":"Name","value":"floatValue"}},{"kind":"Field","name":{"kind":"Name","value":"statTrak"}},{"kind":"Field","name":{"kind":"Name","value":"souvenir"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"stickers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const PurchaseOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tradeLink"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imgUrl"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floatValue"}},{"kind":"Field","name":{"kind":"Name","value":"paintSeed"}},{"kind":"Field","name":{"kind":"Name","value":"tradableAfter"}},{"kind":"Field","name":{"kind":"Name","value":"stickers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"wear"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"botName"}},{"kind":"Field","name":{"kind":"Name","value":"offerId"}},{"kind":"Field","name":{"kind":"Name","value":"offerUrl"}},{"kind":"Field","name":{"kind":"Name","value":"holdUntil"}},{"kind":"Field","name":{"kind":"Name","value":"protectedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemIds"}}]}}]}}]} as unknown as DocumentNode<PurchaseOrderFieldsFragment, unknown>;
export const PriceAlertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceAlertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceAlert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lowestProductId"}},{"kind":"Field","name":{"kind":"Name","value":"targetPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]} as unknown as DocumentNode<PriceAlertFieldsFragment, unknown>;
export const AccountChangedDocument = {"__meta__":{"operationName":"AccountChanged","hash":"sha256:2c51496a89011e66846e9ea3b014dd4cd4b7eec65f36d27494f9926232abfd5f"}} as unknown as DocumentNode<AccountChangedSubscription, AccountChangedSubscriptionVariables>;
export const CountryOptionsDocument = {"__meta__":{"operationName":"CountryOptions","hash":"sha256:3f90410d1f7a8825194ce754f574ab00d03f1692c2744c11b6db6077b2136fd2"}} as unknown as DocumentNode<CountryOptionsQuery, CountryOptionsQueryVariables>;
export const AppNewArrivalsDocument = {"__meta__":{"operationName":"AppNewArrivals","hash":"sha256:4695308341b3c5856972701eeb6c34cdd88fdd7371d89b3105b0e127469e8222"}} as unknown as DocumentNode<AppNewArrivalsQuery, AppNewArrivalsQueryVariables>;
export const StartupTranslationsDocument = {"__meta__":{"operationName":"StartupTranslations","hash":"sha256:6b5a87b79fe475cd653d38fa1af71f2bea0c16200eebddd42e3ebac8c8792e78"}} as unknown as DocumentNode<StartupTranslationsQuery, StartupTranslationsQueryVariables>;
export const StartupDocument = {"__meta__":{"operationName":"Startup","hash":"sha256:85cb712ef1fe13e967836a7ed6479cd04d6c5c60b053f0b5629abd740c5decf5"}} as unknown as DocumentNode<StartupQuery, StartupQueryVariables>;
export const ProfileDocument = {"__meta__":{"operationName":"Profile","hash":"sha256:04d2155494c6d5642b53936d3176cd20ec2266e3fb03d944f20872d7bed02f5a"}} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const LoginDocument = {"__meta__":{"operationName":"Login","hash":"sha256:78c4f8ca15fa92b0f9f4fb42f056edfaa3804c4af80d9bc80f36c359133d769b"}} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const VerifyTwoFactorDocument = {"__meta__":{"operationName":"VerifyTwoFactor","hash":"sha256:018064138871d72e7d25c071f6a6a4ff1d875e68a06adb61240894d69819f780"}} as unknown as DocumentNode<VerifyTwoFactorMutation, VerifyTwoFactorMutationVariables>;
export const ResendTwoFactorCodeDocument = {"__meta__":{"operationName":"ResendTwoFactorCode","hash":"sha256:34c9fabe6d8e5305c023a71d472b9d6027217c8f88d5f6020aa15cf80691ff8a"}} as unknown as DocumentNode<ResendTwoFactorCodeMutation, ResendTwoFactorCodeMutationVariables>;
export const RegisterDocument = {"__meta__":{"operationName":"Register","hash":"sha256:463a58a8aa838c312f68c39087fd2adc59c70a0aaff0b29a72776f72a74489a5"}} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResendConfirmationLinkDocument = {"__meta__":{"operationName":"ResendConfirmationLink","hash":"sha256:fb5deb84f3769906fdade2dc587a7c27524c86ba01c4f88dfc4dbf8c4aead995"}} as unknown as DocumentNode<ResendConfirmationLinkMutation, ResendConfirmationLinkMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"operationName":"RequestPasswordReset","hash":"sha256:0bccfaf5335c5d9d31c252c8ee377a0c873a4ab4e0cff609f627ff49b8d995a6"}} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"__meta__":{"operationName":"ResetPassword","hash":"sha256:8b2e84869169ed7ba23ef5dec46a659dab126c98814761a7a670416126b74d7e"}} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const VerifyEmailDocument = {"__meta__":{"operationName":"VerifyEmail","hash":"sha256:bd6a166d684fb0db2402d8b29ce2eae2734bbbd2b9fd31be6d0a51f65a6a53a2"}} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const LogoutDocument = {"__meta__":{"operationName":"Logout","hash":"sha256:d3f653b702bd56131686206f566fdb60aecef15a21aca62d7ff44b231bc42d9f"}} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const UpdateProfileDocument = {"__meta__":{"operationName":"UpdateProfile","hash":"sha256:0869fe35060073128e4261f33490072cf850e7eec2653e82e6d6b2f375c874ee"}} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdateTradeLinkDocument = {"__meta__":{"operationName":"UpdateTradeLink","hash":"sha256:f2cf44e8986b1d64cecdbbf87f0e1657fcfd68d0efb3c6416864112d6d42e6b3"}} as unknown as DocumentNode<UpdateTradeLinkMutation, UpdateTradeLinkMutationVariables>;
export const ChangeEmailDocument = {"__meta__":{"operationName":"ChangeEmail","hash":"sha256:a02efc5587c51083197b688988a193bd57efad849337dccff1beca206df10006"}} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const SetTwoFactorDocument = {"__meta__":{"operationName":"SetTwoFactor","hash":"sha256:7efcddaa5a43547928587ec5823f29b8b23bd82908ef34bd099b0e5fbd578f39"}} as unknown as DocumentNode<SetTwoFactorMutation, SetTwoFactorMutationVariables>;
export const ConfirmPasswordDocument = {"__meta__":{"operationName":"ConfirmPassword","hash":"sha256:74b40df96c357e71ceba3acaadc73049c723301badd95f264dcd4a88a93fbce1"}} as unknown as DocumentNode<ConfirmPasswordMutation, ConfirmPasswordMutationVariables>;
export const CartDocument = {"__meta__":{"operationName":"Cart","hash":"sha256:3e6acf978cc8b1022303031c23f1578209325cb489caa2269ec1e6ec4cd9617c"}} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const AddToCartDocument = {"__meta__":{"operationName":"AddToCart","hash":"sha256:35be881722837ec2c68a6329e9e2f4701fa87b36c09765b3abf6c243ea0b72c8"}} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const RemoveFromCartDocument = {"__meta__":{"operationName":"RemoveFromCart","hash":"sha256:5e5a98a1650484bce295f6b0910fa24c40b53b649f505048ee342c9a5a859c74"}} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const ClearCartDocument = {"__meta__":{"operationName":"ClearCart","hash":"sha256:e8ee0a98a1f6bbae920ccab1c6551f70f005b6a4c0009bebd94fa59d49c87751"}} as unknown as DocumentNode<ClearCartMutation, ClearCartMutationVariables>;
export const PurchaseDocument = {"__meta__":{"operationName":"Purchase","hash":"sha256:6b18e86855f3dec7618f8d43847e9af3d1137c8a846699ed6a651c5275ad7211"}} as unknown as DocumentNode<PurchaseMutation, PurchaseMutationVariables>;
export const PurchaseHistoryDocument = {"__meta__":{"operationName":"PurchaseHistory","hash":"sha256:0eaa0c6d0845014c41b498d4dc912c826e4822fd855485b8e3279faa4c513dbd"}} as unknown as DocumentNode<PurchaseHistoryQuery, PurchaseHistoryQueryVariables>;
export const HomeBestSellersDocument = {"__meta__":{"operationName":"HomeBestSellers","hash":"sha256:407e0cbe83d39551330b7cbce501f431fceec940ab48a88c6ca23dccfacce01c"}} as unknown as DocumentNode<HomeBestSellersQuery, HomeBestSellersQueryVariables>;
export const ListingProductsDocument = {"__meta__":{"operationName":"ListingProducts","hash":"sha256:e31ed0ccd3084519b554cef9b75fb89a29653967bc84af89030f94c5549c2eb2"}} as unknown as DocumentNode<ListingProductsQuery, ListingProductsQueryVariables>;
export const ListingFilterDataDocument = {"__meta__":{"operationName":"ListingFilterData","hash":"sha256:54b39ff02ecc1d968eb6850093fdacee57a585ccf91df335847725c1deccbae6"}} as unknown as DocumentNode<ListingFilterDataQuery, ListingFilterDataQueryVariables>;
export const PriceHistoryDocument = {"__meta__":{"operationName":"PriceHistory","hash":"sha256:2cf638d067df133ae51b4873bfb85e3b2c3d9e010421429da8df1506651c9217"}} as unknown as DocumentNode<PriceHistoryQuery, PriceHistoryQueryVariables>;
export const ProductDetailDocument = {"__meta__":{"operationName":"ProductDetail","hash":"sha256:0f5257cfdf9d85d69cf23a7369e812e37c422dda39e1da122838c7fdd1551df2"}} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const StartDepositDocument = {"__meta__":{"operationName":"StartDeposit","hash":"sha256:abfb38bf72ca3c6beebb3d05224e4d579afd5dff73901b365c1af2616b51b036"}} as unknown as DocumentNode<StartDepositMutation, StartDepositMutationVariables>;
export const OrderStatusDocument = {"__meta__":{"operationName":"OrderStatus","hash":"sha256:97b714506d456386aac42b071dcb6dbc05a461d3b8b9d199e25bc1b680087aaf"}} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
export const DepositHistoryDocument = {"__meta__":{"operationName":"DepositHistory","hash":"sha256:a229f737cc4d9aa51c6273e64683b0317d3683a339ed4bc10b9ac166de7dd04c"}} as unknown as DocumentNode<DepositHistoryQuery, DepositHistoryQueryVariables>;
export const OffersDocument = {"__meta__":{"operationName":"Offers","hash":"sha256:2f1ce8d5d8d14a00b6caca7a1e007ca3579d167e32683c47809d14c3ecb918ef"}} as unknown as DocumentNode<OffersQuery, OffersQueryVariables>;
export const CreateOfferDocument = {"__meta__":{"operationName":"CreateOffer","hash":"sha256:4e71354dbf5220b215cf5b7c17a808d5070a7a5122499aa8e45efc89dc4f71c3"}} as unknown as DocumentNode<CreateOfferMutation, CreateOfferMutationVariables>;
export const AcceptOfferDocument = {"__meta__":{"operationName":"AcceptOffer","hash":"sha256:1ba856ea134e970f5d3f1ae5d57e3b3828916842be97606d954525b3cf886793"}} as unknown as DocumentNode<AcceptOfferMutation, AcceptOfferMutationVariables>;
export const RetryOfferTradeDocument = {"__meta__":{"operationName":"RetryOfferTrade","hash":"sha256:7ac330da768e55f074e0bce29547f44b8031a68b095ac87dc94082060b9dbd59"}} as unknown as DocumentNode<RetryOfferTradeMutation, RetryOfferTradeMutationVariables>;
export const CancelOfferDocument = {"__meta__":{"operationName":"CancelOffer","hash":"sha256:c651bc6edc14b0e07cf529054b7375a99b742623ddabf2f059d9f5c1e3cf9880"}} as unknown as DocumentNode<CancelOfferMutation, CancelOfferMutationVariables>;
export const DeclineOfferDocument = {"__meta__":{"operationName":"DeclineOffer","hash":"sha256:b528d5ab81fbab0ac91249ca06873bf87f0b9413c3fe95293acd1a7bacdbdce8"}} as unknown as DocumentNode<DeclineOfferMutation, DeclineOfferMutationVariables>;
export const RequestIbanPayoutDocument = {"__meta__":{"operationName":"RequestIbanPayout","hash":"sha256:444ae0996e044177bf45efd9d4af0861f8d0d190d53b5fd77112c68e4c3058de"}} as unknown as DocumentNode<RequestIbanPayoutMutation, RequestIbanPayoutMutationVariables>;
export const RequestCardPayoutDocument = {"__meta__":{"operationName":"RequestCardPayout","hash":"sha256:0c7b11a934909f6a68675228ee8e6bc7c2df2f1b5ecf584373beb34754861663"}} as unknown as DocumentNode<RequestCardPayoutMutation, RequestCardPayoutMutationVariables>;
export const SellInventoryDocument = {"__meta__":{"operationName":"SellInventory","hash":"sha256:4f9b44abb0389f2af48a3936758fdbd7a34d0e048fece0c3bcabbeb4dd9aff3a"}} as unknown as DocumentNode<SellInventoryQuery, SellInventoryQueryVariables>;
export const SellNowDocument = {"__meta__":{"operationName":"SellNow","hash":"sha256:8867e3bb530156e4a48499ebba4409656829c5f6377dfed81eeaebddd34bfdc3"}} as unknown as DocumentNode<SellNowMutation, SellNowMutationVariables>;
export const PurchaseOrderDocument = {"__meta__":{"operationName":"PurchaseOrder","hash":"sha256:6c5ebae19a9fe3eea78bb6729852839f3576916fd861527dda0832f411c0fd9e"}} as unknown as DocumentNode<PurchaseOrderQuery, PurchaseOrderQueryVariables>;
export const ResumeDeliveryDocument = {"__meta__":{"operationName":"ResumeDelivery","hash":"sha256:e29c88034dbdafdd50ef4de5092b162aceddbfec47798694e866603a9b25aeab"}} as unknown as DocumentNode<ResumeDeliveryMutation, ResumeDeliveryMutationVariables>;
export const OrderHistoryDocument = {"__meta__":{"operationName":"OrderHistory","hash":"sha256:b190a60de8f1f8b5b2fc727a6f965f658df8abf854b31fcddd166e8689c38ea3"}} as unknown as DocumentNode<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const PriceAlertsDocument = {"__meta__":{"operationName":"PriceAlerts","hash":"sha256:ed4aaae942d41722591c8f742779b19fa478045a33ce16d53e49d083ffb8ad19"}} as unknown as DocumentNode<PriceAlertsQuery, PriceAlertsQueryVariables>;
export const SavePriceAlertDocument = {"__meta__":{"operationName":"SavePriceAlert","hash":"sha256:a4a13d88f857aeef0fd014eacaf54d1a5dd3f1e3563c4e509b691835d151eb99"}} as unknown as DocumentNode<SavePriceAlertMutation, SavePriceAlertMutationVariables>;
export const DeletePriceAlertDocument = {"__meta__":{"operationName":"DeletePriceAlert","hash":"sha256:8e817a40f6ba39350848393429d58aa5e29b093b7fa29150b0cdb11b4853c9d7"}} as unknown as DocumentNode<DeletePriceAlertMutation, DeletePriceAlertMutationVariables>;
export const TextPageListDocument = {"__meta__":{"operationName":"TextPageList","hash":"sha256:7c241e5dfa52a07cf356f06a127fb9ce68bcfd9f88e60e8802a7b368f53ff759"}} as unknown as DocumentNode<TextPageListQuery, TextPageListQueryVariables>;
export const TextPageContentDocument = {"__meta__":{"operationName":"TextPageContent","hash":"sha256:bc5c502ae88613611f7aba7d679f50b1269d6ebc8e44e28d913639bc0fefe46e"}} as unknown as DocumentNode<TextPageContentQuery, TextPageContentQueryVariables>;