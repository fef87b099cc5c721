import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { WireMoney } from '../resolvers/money.resolvers';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A point in time as an ISO-8601 string with a time zone, e.g. 2026-11-22T15:04:05Z (answered in UTC).
   * The REST API carries the same instant as unix seconds.
   */
  DateTime: { input: number; output: number; }
};

/** InventoryUnavailable: no trade bot can ask for the skin now. */
export type AcceptOfferResult = AccountFrozen | ActionRefused | Done | InventoryUnavailable | QuoteExpired | RateLimited | TradeLinkRequired | ValidationError;

export type AccountChange = {
  __typename?: 'AccountChange';
  /** The changed order's, deposit's, offer's or price alert's id; the customer's own for BALANCE and PROFILE. */
  id: Scalars['ID']['output'];
  kind: AccountChangeKind;
};

/** What changed in the signed-in customer's account. */
export type AccountChangeKind =
  | 'BALANCE'
  | 'DEPOSIT'
  | 'OFFER'
  | 'ORDER'
  | 'PRICE_ALERT'
  | 'PROFILE';

/**
 * Issue 43: the account is on hold (frozen by staff): it can browse and sign in but not buy, top up, sell,
 * request a payout or change its trade link or e-mail. The message says so and names the support address.
 */
export type AccountFrozen = ErrorResult & {
  __typename?: 'AccountFrozen';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** The address is not verified yet; resendConfirmationLink sends the link again. */
export type AccountUnverified = ErrorResult & {
  __typename?: 'AccountUnverified';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type ActionRefused = ErrorResult & {
  __typename?: 'ActionRefused';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type AddToCartResult = ActionRefused | AlreadyInCart | Done | ValidationError;

export type AlreadyInCart = ErrorResult & {
  __typename?: 'AlreadyInCart';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** A sticker or charm applied to a CS2 skin. */
export type AppliedSticker = {
  __typename?: 'AppliedSticker';
  kind: StickerKind;
  name: Scalars['String']['output'];
  /** 0-based slot on the weapon. */
  slot: Scalars['Int']['output'];
  /** Scrape wear, 0 (new) to 1; null when Steam reports none. */
  wear?: Maybe<Scalars['Float']['output']>;
};

export type CardPayoutInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** A country title or id. */
  country: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  email: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postCode: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type CardPayoutResult = AccountFrozen | ActionRefused | PayoutRedirect | StepUpRequired | ValidationError;

export type Cart = {
  __typename?: 'Cart';
  /** Number of entries, for the header badge. */
  count: Scalars['Int']['output'];
  items: Array<CartEntry>;
  /** Sum of count × price of the available items. */
  total: Money;
};

export type CartEntry = {
  __typename?: 'CartEntry';
  count: Scalars['Int']['output'];
  item: CartItem;
  itemId: Scalars['ID']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  /** False once someone else bought it; it no longer counts in the total and checkout refuses it. */
  available: Scalars['Boolean']['output'];
  category: GameCategory;
  /** Issue 45, CS2: the copy's wear, 0 to 1 (its float); null when Steam reports none. */
  floatValue?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** Path below Settings.imageHost. */
  imgUrl: Scalars['String']['output'];
  oldPrice: Money;
  /** CS2: the copy's pattern seed; null when Steam reports none. */
  paintSeed?: Maybe<Scalars['Int']['output']>;
  price: Money;
  /** Stickers and charms applied (CS2), by slot; empty when none. */
  stickers: Array<AppliedSticker>;
  title: Scalars['String']['output'];
  /** When Steam's trade lock on the copy ends; null when it is not locked. */
  tradableAfter?: Maybe<Scalars['DateTime']['output']>;
  type: Scalars['String']['output'];
};

/** A wrong or missing password is a ValidationError on the field password. */
export type ConfirmPasswordResult = Done | RateLimited | ValidationError;

export type Country = {
  __typename?: 'Country';
  id: Scalars['Int']['output'];
  iso: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** InventoryUnavailable: an item picked from the inventory could not be checked with Steam now. */
export type CreateOfferResult = AccountFrozen | ActionRefused | InventoryUnavailable | OfferCreated | ValidationError;

export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  /** Units of this currency per 1 EUR. */
  rate: Scalars['Float']['output'];
  symbol: Scalars['String']['output'];
};

export type CurrencyPaymentMethods = {
  __typename?: 'CurrencyPaymentMethods';
  currency: Scalars['String']['output'];
  methods: Array<PaymentMethod>;
};

export type DeletePriceAlertResult = ActionRefused | Done | NotFoundError;

/** One trade offer from one of the shop's bots (issue 25). */
export type Delivery = {
  __typename?: 'Delivery';
  /** The bot's Steam name, as the offer shows it. */
  botName: Scalars['String']['output'];
  /** Printed in the offer's message: the buyer accepts only an offer carrying it. */
  code: Scalars['String']['output'];
  /** Issue 45: when a SENT offer not yet answered is withdrawn (and refunded); null otherwise. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** When Steam's escrow hold ends. */
  holdUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The items (PurchaseOrderItem.itemId) this offer carries. */
  itemIds: Array<Scalars['ID']['output']>;
  /** Steam's trade offer id once sent. */
  offerId?: Maybe<Scalars['String']['output']>;
  /** Opens the offer on Steam. */
  offerUrl?: Maybe<Scalars['String']['output']>;
  /** When Steam's trade protection of an accepted CS2 trade ends (until then it can be reversed). */
  protectedUntil?: Maybe<Scalars['DateTime']['output']>;
  state: DeliveryState;
  updatedAt: Scalars['DateTime']['output'];
};

export type DeliveryResumed = {
  __typename?: 'DeliveryResumed';
  message: Scalars['String']['output'];
  order: PurchaseOrder;
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
  amountMax?: InputMaybe<Scalars['Float']['input']>;
  amountMin?: InputMaybe<Scalars['Float']['input']>;
  currency: Scalars['String']['input'];
  dateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  dateTo?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<DepositStatus>;
};

/** Spec §7 deposit/checkout: the amount and method, with the profile's personal information. */
export type DepositInput = {
  address: Scalars['String']['input'];
  /** Whole units of `currency`, more than 0 and at most 10000. */
  amount: Scalars['Int']['input'];
  city: Scalars['String']['input'];
  country?: InputMaybe<Scalars['Int']['input']>;
  currency: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  paymentType: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  postCode: Scalars['String']['input'];
  steamId: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type DepositResult = AccountFrozen | ActionRefused | DepositStarted | PersonalInfoRequired | ValidationError;

export type DepositRow = {
  __typename?: 'DepositRow';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  status: DepositStatus;
  /** The amount paid, in the deposit's own currency. */
  sum: Money;
  /** Always 'Top-up balance' (spec §2). */
  type: Scalars['String']['output'];
};

export type DepositStarted = {
  __typename?: 'DepositStarted';
  message: Scalars['String']['output'];
  /** The provider's hosted payment page. */
  redirectUrl: Scalars['String']['output'];
};

export type DepositStatus =
  | 'ERROR'
  | 'PENDING'
  | 'SUCCESS';

export type Done = {
  __typename?: 'Done';
  message: Scalars['String']['output'];
};

export type EmailVerification = {
  __typename?: 'EmailVerification';
  /** The address the link confirmed (SUCCESS only): the login opens with it filled in, in any browser. */
  email?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  outcome: VerificationOutcome;
};

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

export type ErrorResult = {
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  messages: Array<Scalars['String']['output']>;
};

export type FilterData = {
  __typename?: 'FilterData';
  classes: Array<Scalars['String']['output']>;
  exteriorNames: Array<Scalars['String']['output']>;
  heroes: Array<Scalars['String']['output']>;
  qualities: Array<Scalars['String']['output']>;
  types: Array<Scalars['String']['output']>;
};

export type GameCategory =
  | 'CS2'
  | 'DOTA2';

export type IbanPayoutInput = {
  /** At most 34 characters (spec §5). */
  accountNumber: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName: Scalars['String']['input'];
};

export type InsufficientFunds = ErrorResult & {
  __typename?: 'InsufficientFunds';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** One item of the seller's Steam inventory (issue 26). */
export type InventoryItem = {
  __typename?: 'InventoryItem';
  /** 730 (CS2) or 570 (Dota 2). */
  appId: Scalars['Int']['output'];
  assetId: Scalars['ID']['output'];
  category: GameCategory;
  floatValue?: Maybe<Scalars['Float']['output']>;
  /** A full URL of its picture. */
  imgUrl?: Maybe<Scalars['String']['output']>;
  /** The shop's price at once; null when an operator prices it. */
  instantPrice?: Maybe<Money>;
  paintSeed?: Maybe<Scalars['Int']['output']>;
  /** The sell-skin quality it fills in (its exterior; Not Painted without one). */
  quality: Scalars['String']['output'];
  /** Issue 45: instantPrice as a whole percent of the shop's own price for the item. */
  sharePercent?: Maybe<Scalars['Int']['output']>;
  stickers: Array<Scalars['String']['output']>;
  /** Steam's market name. */
  title: Scalars['String']['output'];
  /** False under a trade hold: it cannot be sold until tradableAfter. */
  tradable: Scalars['Boolean']['output'];
  tradableAfter?: Maybe<Scalars['DateTime']['output']>;
};

/** Steam cannot show the seller's inventory now (busy, or the inventory is private); the message says which. */
export type InventoryUnavailable = ErrorResult & {
  __typename?: 'InventoryUnavailable';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type LoginInput = {
  /** The currency the profile's balance is answered in. */
  currency: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = AccountUnverified | ActionRefused | RateLimited | SignedIn | TwoFactorRequired | ValidationError;

export type MessageResult = AccountFrozen | ActionRefused | Done | RateLimited | ValidationError;

/**
 * An amount of money as the shopper sees it. The server keeps integer EUR cents; the gateway answers the
 * REST API's wire amount unchanged: major units of the currency, at most two decimals (10.78, not 1078).
 */
export type Money = {
  __typename?: 'Money';
  /** Major units of `currency`, at most two decimals (e.g. 10.78); a Float, so no 32-bit limit. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code, e.g. EUR. */
  currency: Scalars['String']['output'];
  /** The shop's symbol for `currency`, e.g. €. */
  symbol: Scalars['String']['output'];
};

/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Issue 26: an offer for an inventory item then gets the shop's trade offer asking for it (TradeLinkRequired without a saved trade link; QuoteExpired once the price's validity passed). */
  acceptOffer: AcceptOfferResult;
  /** Adds one of a product to the cart (spec §9: the quantity added is 1). */
  addToCart: AddToCartResult;
  /** Issue 26: a TRADE_FAILED offer is withdrawn (CANCELLED). */
  cancelOffer: MessageResult;
  /** On success the customer is signed out (the session ends). */
  changeEmail: MessageResult;
  clearCart: MessageResult;
  /** Step-up: proves the session's owner for the next STEP_UP_MINUTES (or one action when 0). */
  confirmPassword: ConfirmPasswordResult;
  /** Offers a skin to the shop at a desired price; the shop replies with its own price. */
  createOffer: CreateOfferResult;
  declineOffer: MessageResult;
  deletePriceAlert: DeletePriceAlertResult;
  login: LoginResult;
  logout: Done;
  /** Buys everything in the cart with the balance, in one transaction; delivered to the saved trade link. */
  purchase: PurchaseResult;
  register: RegisterResult;
  removeFromCart: MessageResult;
  /** Payout to a card: the browser then goes to the provider's payout page. */
  requestCardPayout: CardPayoutResult;
  /** Payout of an accepted offer's price by SEPA transfer. */
  requestIbanPayout: ProtectedMessageResult;
  /** Always answers Done, whether or not the address has an account. */
  requestPasswordReset: MessageResult;
  resendConfirmationLink: MessageResult;
  resendTwoFactorCode: MessageResult;
  resetPassword: MessageResult;
  /** Issue 25: the buyer revoked their Steam Web API key; the order's paused trade offers are sent again. The order comes back in `currency`. */
  resumeDelivery: ResumeDeliveryResult;
  /** Issue 26: a TRADE_FAILED offer gets a new trade offer (it is APPROVED again). */
  retryOfferTrade: TradeRequestResult;
  /** Issue 27: watch this product's market name for a copy at or below `targetPrice` (major units of `currency`); saving a name again sets the new target. */
  savePriceAlert: SavePriceAlertResult;
  /** Issue 45: an inventory item sold at the instant price the seller saw, the offer accepted and its trade offer queued at once (QuoteExpired when the shop's price changed; the same call again answers the same offer). */
  sellNow: SellNowResult;
  /** Turning it off needs a recent sign-in or confirmPassword (StepUpRequired otherwise). */
  setTwoFactor: TwoFactorSettingResult;
  /** Starts a top-up: the browser then goes to the payment provider's page at redirectUrl. */
  startDeposit: DepositResult;
  updateProfile: UpdateProfileResult;
  /** Replacing a saved trade link needs a recent sign-in or confirmPassword (StepUpRequired otherwise); the first one does not. */
  updateTradeLink: ProtectedMessageResult;
  verifyEmail: EmailVerification;
  /** The e-mailed code of a pending two-factor sign-in (the challenge lives in a cookie). */
  verifyTwoFactor: VerifyTwoFactorResult;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationAcceptOfferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationAddToCartArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationCancelOfferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationChangeEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationConfirmPasswordArgs = {
  password: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationCreateOfferArgs = {
  input: OfferInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationDeclineOfferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationDeletePriceAlertArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationLoginArgs = {
  input: LoginInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationPurchaseArgs = {
  currency: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRemoveFromCartArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRequestCardPayoutArgs = {
  input: CardPayoutInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRequestIbanPayoutArgs = {
  input: IbanPayoutInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationResendConfirmationLinkArgs = {
  email: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationResetPasswordArgs = {
  passConfirm: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationResumeDeliveryArgs = {
  currency: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationRetryOfferTradeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationSavePriceAlertArgs = {
  currency: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  targetPrice: Scalars['Float']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationSellNowArgs = {
  input: SellNowInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationSetTwoFactorArgs = {
  enabled: Scalars['Boolean']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationStartDepositArgs = {
  input: DepositInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationUpdateProfileArgs = {
  currency: Scalars['String']['input'];
  input: ProfileInput;
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationUpdateTradeLinkArgs = {
  url: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};


/**
 * Accounts (spec §4 and §7). Sign-in mutations set or clear the session cookie through the gateway's
 * Set-Cookie relay. Mutations that need a signed-in customer answer UNAUTHENTICATED for a visitor.
 */
export type MutationVerifyTwoFactorArgs = {
  code: Scalars['String']['input'];
  currency: Scalars['String']['input'];
};

export type NotFoundError = ErrorResult & {
  __typename?: 'NotFoundError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** No trade offer of the order is paused (it was resumed already, or never was). */
export type NotPaused = ErrorResult & {
  __typename?: 'NotPaused';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type Offer = {
  __typename?: 'Offer';
  /** 730 (CS2) or 570 (Dota 2) for an inventory item. */
  appId?: Maybe<Scalars['Int']['output']>;
  /** Issue 26: the Steam asset the offer is for; null for a hand-typed offer. */
  assetId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  floatValue?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  itemUrl: Scalars['String']['output'];
  paintSeed?: Maybe<Scalars['Int']['output']>;
  payout?: Maybe<Payout>;
  /** Status RECEIVED: when Steam's trade protection ends and the payout unlocks. */
  payoutUnlocksAt?: Maybe<Scalars['DateTime']['output']>;
  quality: Scalars['String']['output'];
  /** Status OFFER: the shop's price is valid until then. */
  quoteExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The shop's price; null until quoted ('No offer yet'). */
  servicePrice?: Maybe<Money>;
  status: OfferStatus;
  title: Scalars['String']['output'];
  /** The latest trade offer asking for the skin; null for a hand-typed offer or before acceptance. */
  trade?: Maybe<SellTrade>;
  /** What the customer asked for, in the currency they offered in. */
  userPrice: Money;
};

export type OfferCreated = {
  __typename?: 'OfferCreated';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  quoteExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  servicePrice?: Maybe<Money>;
  /** OFFER: priced at once (servicePrice, valid until quoteExpiresAt); NEW: an operator will quote. */
  status: OfferStatus;
};

export type OfferInput = {
  appId?: InputMaybe<Scalars['Int']['input']>;
  /** Issue 26: an item picked from sellInventory (its assetId and appId); the shop then takes title, quality and item URL from the asset. */
  assetId?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['String']['input'];
  itemUrl: Scalars['String']['input'];
  /** Major units of `currency`. */
  price: Scalars['Float']['input'];
  quality: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** Issue 45: the item is sold: the offer is APPROVED and the shop's trade offer asking for it is on its way. */
export type OfferSold = {
  __typename?: 'OfferSold';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  servicePrice: Money;
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

export type OrderStatus = {
  __typename?: 'OrderStatus';
  /** 1 processing, 2 paid, 4 or 7 failed. */
  code: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Where the browser goes next, when the provider says so. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  code: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Payout = {
  __typename?: 'Payout';
  /** Only the last characters of the IBAN are shown. */
  maskedIban?: Maybe<Scalars['String']['output']>;
  /** Why a payout failed, from the operator. */
  message?: Maybe<Scalars['String']['output']>;
  method: PayoutMethod;
  status: Scalars['String']['output'];
};

export type PayoutMethod =
  | 'CARD'
  | 'IBAN';

export type PayoutRedirect = {
  __typename?: 'PayoutRedirect';
  /** The provider's card payout page. */
  redirectUrl: Scalars['String']['output'];
};

/** Spec §4: the profile lacks a field the deposit needs; the personal-information modal opens. */
export type PersonalInfoRequired = ErrorResult & {
  __typename?: 'PersonalInfoRequired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type PhoneCode = {
  __typename?: 'PhoneCode';
  /** International dialling prefix, e.g. +49. */
  code: Scalars['String']['output'];
  /** ISO 3166 alpha-2 code of the country, e.g. DE. */
  iso: Scalars['String']['output'];
};

/** Issue 27: a wishlist entry: a market name watched for a copy listed at or below the target. */
export type PriceAlert = {
  __typename?: 'PriceAlert';
  category: GameCategory;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The cheapest copy on sale now; null when none is listed. */
  lowestPrice?: Maybe<Money>;
  /** That copy's product id; null when none is listed. */
  lowestProductId?: Maybe<Scalars['ID']['output']>;
  /** When the e-mail went out; null while the alert waits. */
  notifiedAt?: Maybe<Scalars['DateTime']['output']>;
  targetPrice: Money;
  title: Scalars['String']['output'];
};

export type PriceAlertSaved = {
  __typename?: 'PriceAlertSaved';
  alert: PriceAlert;
};

/** Issue 27: the shop's lowest listed price of a market name per UTC day, oldest first. */
export type PriceHistory = {
  __typename?: 'PriceHistory';
  days: Scalars['Int']['output'];
  points: Array<PricePoint>;
  /** The reference market price today; null when the price source knows none. */
  referencePrice?: Maybe<Money>;
  title: Scalars['String']['output'];
};

export type PriceHistoryResult = NotFoundError | PriceHistory | ValidationError;

export type PricePoint = {
  __typename?: 'PricePoint';
  /** YYYY-MM-DD (UTC). */
  date: Scalars['String']['output'];
  price: Money;
};

export type Product = {
  __typename?: 'Product';
  category: GameCategory;
  description: Scalars['String']['output'];
  /** Whole percent below the reference price; 0 when at or above it, or when there is none. */
  discount: Scalars['Int']['output'];
  /** CS2 only. */
  exterior?: Maybe<Scalars['String']['output']>;
  /** Issue 27, CS2: the copy's wear, 0 to 1 (its float). Null when Steam reports none. */
  floatValue?: Maybe<Scalars['Float']['output']>;
  /** Dota 2: the gems socketed, as the inventory reports them; empty when none. */
  gems: Array<Scalars['String']['output']>;
  /** Dota 2 only. */
  hero?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Path below Settings.imageHost. */
  imgUrl: Scalars['String']['output'];
  /** steam://rungame/730/… inspect-in-game link (CS2); null when there is none. */
  inspectLink?: Maybe<Scalars['String']['output']>;
  isBestSeller: Scalars['Boolean']['output'];
  isNew: Scalars['Boolean']['output'];
  itemClass: Scalars['String']['output'];
  /** Zero when there is no old price. */
  oldPrice: Money;
  /** CS2: the copy's pattern seed (0 to 1000). Null when Steam reports none. */
  paintSeed?: Maybe<Scalars['Int']['output']>;
  /** Doppler phase (e.g. Phase 2, Ruby); null for other skins. */
  phase?: Maybe<Scalars['String']['output']>;
  price: Money;
  /** Rarity. */
  quality: Scalars['String']['output'];
  /** The reference market price of this market name (the product page's Steam price); null when the price source knows none. */
  referencePrice?: Maybe<Money>;
  souvenir: Scalars['Boolean']['output'];
  statTrak: Scalars['Boolean']['output'];
  /** Stickers and charms applied (CS2), by slot; empty when none. */
  stickers: Array<AppliedSticker>;
  /** Dota 2: the unlocked style; null when the item has none. */
  style?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** When Steam's trade lock on this copy ends: listed, but not for sale before. Null when it is not locked. */
  tradableAfter?: Maybe<Scalars['DateTime']['output']>;
  type: Scalars['String']['output'];
};

export type ProductDetail = {
  __typename?: 'ProductDetail';
  product: Product;
  similar: Array<Product>;
};

export type ProductFilter = {
  bestSellers?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<GameCategory>;
  currency: Scalars['String']['input'];
  exteriorName?: InputMaybe<Scalars['String']['input']>;
  /** Issue 27: lowest float (wear), 0 to 1. */
  floatFrom?: InputMaybe<Scalars['Float']['input']>;
  /** Highest float (wear), 0 to 1. */
  floatTill?: InputMaybe<Scalars['Float']['input']>;
  hasStickers?: InputMaybe<Scalars['Boolean']['input']>;
  hero?: InputMaybe<Scalars['String']['input']>;
  itemClass?: InputMaybe<Scalars['String']['input']>;
  /** Products per page: 1 to 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  newArrivals?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Pattern seed, 0 to 1000. */
  paintSeed?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest displayed price: major units of `currency`, 0 to 10000, at most two decimals. */
  priceFrom?: InputMaybe<Scalars['Float']['input']>;
  /** Highest displayed price: major units of `currency`, 0 to 10000, at most two decimals. */
  priceTill?: InputMaybe<Scalars['Float']['input']>;
  quality?: InputMaybe<Scalars['String']['input']>;
  /** Part of the title, case-insensitive; at most 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SortOrder>;
  souvenir?: InputMaybe<Scalars['Boolean']['input']>;
  statTrak?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of an applied sticker's or charm's name, case-insensitive. */
  sticker?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ProductListResult = ProductPage | ValidationError;

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  limit: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Issue 45: when a search finds nothing, the market name closest to it (Did you mean …); else null. */
  suggestion?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type ProductResult = NotFoundError | ProductDetail | UnauthorizedError | ValidationError;

/** The user profile of spec §3. */
export type Profile = {
  __typename?: 'Profile';
  address: Scalars['String']['output'];
  avatarMedium: Scalars['String']['output'];
  balance: Money;
  city: Scalars['String']['output'];
  communityVisibilityState?: Maybe<Scalars['Int']['output']>;
  /** A Country id, or null. */
  country?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  /** False for an account created by Steam sign-in that never set a password. */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  phoneCountryCode: Scalars['String']['output'];
  /** The Steam ID proven by Steam sign-in if any, else the one the user typed (see steamIdVerified). */
  steamId: Scalars['String']['output'];
  /** True when a Steam sign-in proved steamId; false when the user typed it (used for delivery only, never to sign in). */
  steamIdVerified: Scalars['Boolean']['output'];
  steamProfileUrl: Scalars['String']['output'];
  surname: Scalars['String']['output'];
  /** The customer accepted the terms (registering or saving personal information): the form starts with them ticked. */
  termsAccepted: Scalars['Boolean']['output'];
  tradeLink: Scalars['String']['output'];
  twoFactorEnabled: Scalars['Boolean']['output'];
  zip: Scalars['String']['output'];
};

export type ProfileInput = {
  /** The customer ticked the terms. */
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** A Country id; null when none is chosen. */
  country?: InputMaybe<Scalars['Int']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  phoneCountryCode: Scalars['String']['input'];
  postCode: Scalars['String']['input'];
  steamId: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type ProfileSaved = {
  __typename?: 'ProfileSaved';
  message: Scalars['String']['output'];
  profile: Profile;
};

export type ProtectedMessageResult = AccountFrozen | ActionRefused | Done | RateLimited | StepUpRequired | ValidationError;

export type PurchaseHistoryFilter = {
  amountMax?: InputMaybe<Scalars['Float']['input']>;
  /** Major units of `currency`. */
  amountMin?: InputMaybe<Scalars['Float']['input']>;
  currency: Scalars['String']['input'];
  dateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  dateTo?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<PurchaseStatus>;
};

/** An order (issue 23: the order page): what was bought, where it goes and how far it is. */
export type PurchaseOrder = {
  __typename?: 'PurchaseOrder';
  createdAt: Scalars['DateTime']['output'];
  /** One trade offer per bot holding some of the items (none for an order from before the trade bots). */
  deliveries: Array<Delivery>;
  id: Scalars['ID']['output'];
  items: Array<PurchaseOrderItem>;
  status: PurchaseStatus;
  total: Money;
  /** The trade link the items are sent to. */
  tradeLink: Scalars['String']['output'];
  /** Grows with every change of the order or its trade offers. */
  version: Scalars['Int']['output'];
};

export type PurchaseOrderItem = {
  __typename?: 'PurchaseOrderItem';
  category: GameCategory;
  /** Issue 45, CS2: the copy's wear, 0 to 1 (its float); null when Steam reports none. */
  floatValue?: Maybe<Scalars['Float']['output']>;
  imgUrl: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  /** CS2: the copy's pattern seed; null when Steam reports none. */
  paintSeed?: Maybe<Scalars['Int']['output']>;
  price: Money;
  /** Stickers and charms applied (CS2), by slot; empty when none. */
  stickers: Array<AppliedSticker>;
  title: Scalars['String']['output'];
  /** When Steam's trade lock on the copy ends; null when it is not locked. */
  tradableAfter?: Maybe<Scalars['DateTime']['output']>;
};

export type PurchaseOrderResult = NotFoundError | PurchaseOrder;

export type PurchaseResult = AccountFrozen | ActionRefused | InsufficientFunds | Purchased | SteamIdRequired | ValidationError;

export type PurchaseRow = {
  __typename?: 'PurchaseRow';
  category: GameCategory;
  createdAt: Scalars['DateTime']['output'];
  /** The trade offer carrying this line's item; null for an order from before the trade bots. */
  delivery?: Maybe<Delivery>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  imgUrl: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
  status: PurchaseStatus;
  sum: Money;
  title: Scalars['String']['output'];
};

export type PurchaseStatus =
  | 'ERROR'
  | 'PROCESSING'
  | 'SUCCESS';

export type Purchased = {
  __typename?: 'Purchased';
  message: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  total: Money;
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in customer's cart, prices in `currency`; UNAUTHENTICATED for a visitor. */
  cart: Cart;
  countries: Array<Country>;
  /** Display currencies, EUR (rate 1) first. */
  currencies: Array<Currency>;
  /** The signed-in customer's top-ups, newest first. */
  depositHistory: Array<DepositRow>;
  filterData: FilterData;
  /** Whether the browser's session cookie belongs to a signed-in customer. */
  isAuthenticated: Scalars['Boolean']['output'];
  languages: Array<Language>;
  /** The signed-in customer's offers to sell skins, newest first; FORBIDDEN while offers are disabled. */
  offers: Array<Offer>;
  /** A deposit order's status code (spec §4: 1 processing, 2 paid, 4 and 7 failed); NOT_FOUND for another user's order. */
  orderStatus: OrderStatus;
  phoneCodes: Array<PhoneCode>;
  /** Issue 27: the signed-in customer's wishlist (price alerts), newest first; UNAUTHENTICATED for a visitor. */
  priceAlerts: Array<PriceAlert>;
  /** Issue 27: the product's market name's daily price, `days` 7, 30 or 90. */
  priceHistory: PriceHistoryResult;
  /** One product; its description in the language `langId` names when the shop has one (else English). */
  product: ProductResult;
  products: ProductListResult;
  /** The signed-in customer's profile, balance in `currency`; UNAUTHENTICATED for a visitor. */
  profile: Profile;
  /** One row per item bought, newest first; UNAUTHENTICATED for a visitor. */
  purchaseHistory: Array<PurchaseRow>;
  /** One of the customer's orders with its items, amounts in `currency` (the order page); NotFoundError for another's. */
  purchaseOrder: PurchaseOrderResult;
  /** Issue 26: the signed-in seller's CS2 and Dota 2 items on Steam, for the sell-skin modal; instant prices in `currency`. */
  sellInventory: SellInventoryResult;
  settings: Settings;
  socialLinks: Array<SocialLink>;
  staticPage: StaticPageResult;
  staticPages: Array<StaticPageSummary>;
  /** The UI texts of one language, as key/text pairs. */
  translations: Array<Translation>;
};


export type QueryCartArgs = {
  currency: Scalars['String']['input'];
};


export type QueryDepositHistoryArgs = {
  filter: DepositHistoryFilter;
};


export type QueryFilterDataArgs = {
  category?: InputMaybe<GameCategory>;
};


export type QueryOffersArgs = {
  currency: Scalars['String']['input'];
};


export type QueryOrderStatusArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryPriceAlertsArgs = {
  currency: Scalars['String']['input'];
};


export type QueryPriceHistoryArgs = {
  currency: Scalars['String']['input'];
  days: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type QueryProductArgs = {
  currency: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  langId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductsArgs = {
  filter: ProductFilter;
};


export type QueryProfileArgs = {
  currency: Scalars['String']['input'];
};


export type QueryPurchaseHistoryArgs = {
  filter: PurchaseHistoryFilter;
};


export type QueryPurchaseOrderArgs = {
  currency: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QuerySellInventoryArgs = {
  currency: Scalars['String']['input'];
};


export type QueryStaticPageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTranslationsArgs = {
  languageId: Scalars['Int']['input'];
};

/** Issue 26: the shop's price expired before it was accepted; the offer is EXPIRED now. */
export type QuoteExpired = ErrorResult & {
  __typename?: 'QuoteExpired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type RateLimited = ErrorResult & {
  __typename?: 'RateLimited';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type RegisterInput = {
  /** The customer ticked the terms. */
  acceptTerms?: InputMaybe<Scalars['Boolean']['input']>;
  currency: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  passConfirm: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** International format, e.g. +4915112345678. */
  phone: Scalars['String']['input'];
  /** ISO alpha-2 code of the phone's country, e.g. DE. */
  phoneCountryCode: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type RegisterResult = ActionRefused | RateLimited | SignedIn | ValidationError | VerificationSent;

export type Requisites = {
  __typename?: 'Requisites';
  companyName: Scalars['String']['output'];
  companyNumber: Scalars['String']['output'];
};

export type ResumeDeliveryResult = ActionRefused | DeliveryResumed | NotFoundError | NotPaused;

export type SavePriceAlertResult = ActionRefused | NotFoundError | PriceAlertSaved | ValidationError;

export type SellInventory = {
  __typename?: 'SellInventory';
  items: Array<InventoryItem>;
};

/** SteamIdRequired: the account has no Steam ID ('Please add your steamId'); SteamSignInRequired: only a typed one. */
export type SellInventoryResult = InventoryUnavailable | SellInventory | SteamIdRequired | SteamSignInRequired;

/** Issue 45: an item of sellInventory at its instantPrice (major units of `currency`). */
export type SellNowInput = {
  appId: Scalars['Int']['input'];
  assetId: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

export type SellNowResult = AccountFrozen | ActionRefused | InventoryUnavailable | OfferSold | QuoteExpired | RateLimited | SteamSignInRequired | TradeLinkRequired | ValidationError;

/** The shop's trade offer asking for the seller's skin (issue 26). */
export type SellTrade = {
  __typename?: 'SellTrade';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The bot the offer comes from, as Steam shows its name. */
  botName: Scalars['String']['output'];
  /** Printed in the offer's message: the seller accepts only an offer carrying it. */
  code: Scalars['String']['output'];
  /** Opens the offer on Steam; null before it is sent. */
  offerUrl?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  state: SellTradeState;
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

export type Settings = {
  __typename?: 'Settings';
  copyright: Scalars['String']['output'];
  googleTag?: Maybe<Scalars['String']['output']>;
  /** Base URL item images are loaded from (imgUrl is appended). */
  imageHost: Scalars['String']['output'];
  /** Smallest top-up in whole EUR. */
  minTopUp: Scalars['Int']['output'];
  offerEnabled: Scalars['Boolean']['output'];
  paymentMethods: Array<CurrencyPaymentMethods>;
  requisites: Requisites;
  supportEmail: Scalars['String']['output'];
};

export type SignedIn = {
  __typename?: 'SignedIn';
  message: Scalars['String']['output'];
  profile: Profile;
};

export type SocialLink = {
  __typename?: 'SocialLink';
  icon: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** ASC/DESC by price; DISCOUNT largest first; NEWEST latest listed first; FLOAT_ASC/FLOAT_DESC by float (items without one are left out). */
export type SortOrder =
  | 'ASC'
  | 'DESC'
  | 'DISCOUNT'
  | 'FLOAT_ASC'
  | 'FLOAT_DESC'
  | 'NEWEST';

export type StaticPage = {
  __typename?: 'StaticPage';
  /** Sanitized HTML. */
  content: Scalars['String']['output'];
  /** Sanitized HTML. */
  header: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type StaticPageResult = NotFoundError | StaticPage;

export type StaticPageSummary = {
  __typename?: 'StaticPageSummary';
  id: Scalars['Int']['output'];
  /** The slug the API stores (from the English title: lower-cased, trimmed, spaces as hyphens); the same in every language. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Spec §4: checkout without a steamId opens the personal-information modal with this message. */
export type SteamIdRequired = ErrorResult & {
  __typename?: 'SteamIdRequired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Issue 41: the account's Steam ID was typed, not proven by Steam sign-in: a bot asks skins only of a proven one (a typed ID could be anyone's). */
export type SteamSignInRequired = ErrorResult & {
  __typename?: 'SteamSignInRequired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/**
 * What moves value or control (two-factor off, replacing a trade link, adding an e-mail, payouts) needs a
 * sign-in or confirmPassword within the last STEP_UP_MINUTES; the client confirms (password, or a fresh
 * Steam sign-in for an account without one) and sends the mutation again.
 */
export type StepUpRequired = ErrorResult & {
  __typename?: 'StepUpRequired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type StickerKind =
  | 'CHARM'
  | 'STICKER';

/**
 * Pushed to the browser as server-sent events: GET /graphql/stream?documentId=…&variables=… answers
 * text/event-stream, one `next` event per result and a `complete` event at the end (graphql-sse's
 * distinct connections mode), authenticated by the session cookie like any other request.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Issue 42: one stream per signed-in browser, one event each time something of the customer's changed
   * (in this process, another one, or by `npm run ops`). It names what changed; the browser asks for it.
   * UNAUTHENTICATED for a visitor; SERVICE_UNAVAILABLE where this server hears no changes.
   */
  accountChanged: AccountChange;
};

/** Issue 26: accepting needs a saved trade link for an offer received by trade. */
export type TradeLinkRequired = ErrorResult & {
  __typename?: 'TradeLinkRequired';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

/** Issue 26: asking for a failed trade again needs the saved trade link, and a bot. */
export type TradeRequestResult = ActionRefused | Done | InventoryUnavailable | RateLimited | TradeLinkRequired | ValidationError;

export type Translation = {
  __typename?: 'Translation';
  key: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** Login needs the code e-mailed just now (spec §4: NEEDS_2FA with its config). */
export type TwoFactorRequired = {
  __typename?: 'TwoFactorRequired';
  codeLength: Scalars['Int']['output'];
  expiryMinutes: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type TwoFactorSetting = {
  __typename?: 'TwoFactorSetting';
  enabled: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type TwoFactorSettingResult = ActionRefused | StepUpRequired | TwoFactorSetting;

export type UnauthorizedError = ErrorResult & {
  __typename?: 'UnauthorizedError';
  errorCode: ErrorCode;
  message: Scalars['String']['output'];
};

export type UpdateProfileResult = AccountFrozen | ActionRefused | ProfileSaved | StepUpRequired | ValidationError;

export type ValidationError = ErrorResult & {
  __typename?: 'ValidationError';
  errorCode: ErrorCode;
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type VerificationOutcome =
  | 'ALREADY_VERIFIED'
  | 'ERROR'
  | 'SUCCESS';

/** Registration done; the account waits for the e-mailed link (REST 202 VERIFY). */
export type VerificationSent = {
  __typename?: 'VerificationSent';
  message: Scalars['String']['output'];
};

export type VerifyTwoFactorResult = ActionRefused | RateLimited | SignedIn | ValidationError;

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  AcceptOfferResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( Done )
    | ( InventoryUnavailable )
    | ( QuoteExpired )
    | ( RateLimited )
    | ( TradeLinkRequired )
    | ( ValidationError )
  ;
  AddToCartResult:
    | ( ActionRefused )
    | ( AlreadyInCart )
    | ( Done )
    | ( ValidationError )
  ;
  CardPayoutResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( PayoutRedirect )
    | ( StepUpRequired )
    | ( ValidationError )
  ;
  ConfirmPasswordResult:
    | ( Done )
    | ( RateLimited )
    | ( ValidationError )
  ;
  CreateOfferResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( InventoryUnavailable )
    | ( Omit<OfferCreated, 'servicePrice'> & { servicePrice?: Maybe<_RefType['Money']> } )
    | ( ValidationError )
  ;
  DeletePriceAlertResult:
    | ( ActionRefused )
    | ( Done )
    | ( NotFoundError )
  ;
  DepositResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( DepositStarted )
    | ( PersonalInfoRequired )
    | ( ValidationError )
  ;
  LoginResult:
    | ( AccountUnverified )
    | ( ActionRefused )
    | ( RateLimited )
    | ( Omit<SignedIn, 'profile'> & { profile: _RefType['Profile'] } )
    | ( TwoFactorRequired )
    | ( ValidationError )
  ;
  MessageResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( Done )
    | ( RateLimited )
    | ( ValidationError )
  ;
  PriceHistoryResult:
    | ( NotFoundError )
    | ( Omit<PriceHistory, 'points' | 'referencePrice'> & { points: Array<_RefType['PricePoint']>, referencePrice?: Maybe<_RefType['Money']> } )
    | ( ValidationError )
  ;
  ProductListResult:
    | ( Omit<ProductPage, 'items'> & { items: Array<_RefType['Product']> } )
    | ( ValidationError )
  ;
  ProductResult:
    | ( NotFoundError )
    | ( Omit<ProductDetail, 'product' | 'similar'> & { product: _RefType['Product'], similar: Array<_RefType['Product']> } )
    | ( UnauthorizedError )
    | ( ValidationError )
  ;
  ProtectedMessageResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( Done )
    | ( RateLimited )
    | ( StepUpRequired )
    | ( ValidationError )
  ;
  PurchaseOrderResult:
    | ( NotFoundError )
    | ( Omit<PurchaseOrder, 'items' | 'total'> & { items: Array<_RefType['PurchaseOrderItem']>, total: _RefType['Money'] } )
  ;
  PurchaseResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( InsufficientFunds )
    | ( Omit<Purchased, 'total'> & { total: _RefType['Money'] } )
    | ( SteamIdRequired )
    | ( ValidationError )
  ;
  RegisterResult:
    | ( ActionRefused )
    | ( RateLimited )
    | ( Omit<SignedIn, 'profile'> & { profile: _RefType['Profile'] } )
    | ( ValidationError )
    | ( VerificationSent )
  ;
  ResumeDeliveryResult:
    | ( ActionRefused )
    | ( Omit<DeliveryResumed, 'order'> & { order: _RefType['PurchaseOrder'] } )
    | ( NotFoundError )
    | ( NotPaused )
  ;
  SavePriceAlertResult:
    | ( ActionRefused )
    | ( NotFoundError )
    | ( Omit<PriceAlertSaved, 'alert'> & { alert: _RefType['PriceAlert'] } )
    | ( ValidationError )
  ;
  SellInventoryResult:
    | ( InventoryUnavailable )
    | ( Omit<SellInventory, 'items'> & { items: Array<_RefType['InventoryItem']> } )
    | ( SteamIdRequired )
    | ( SteamSignInRequired )
  ;
  SellNowResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( InventoryUnavailable )
    | ( Omit<OfferSold, 'servicePrice'> & { servicePrice: _RefType['Money'] } )
    | ( QuoteExpired )
    | ( RateLimited )
    | ( SteamSignInRequired )
    | ( TradeLinkRequired )
    | ( ValidationError )
  ;
  StaticPageResult:
    | ( NotFoundError )
    | ( StaticPage )
  ;
  TradeRequestResult:
    | ( ActionRefused )
    | ( Done )
    | ( InventoryUnavailable )
    | ( RateLimited )
    | ( TradeLinkRequired )
    | ( ValidationError )
  ;
  TwoFactorSettingResult:
    | ( ActionRefused )
    | ( StepUpRequired )
    | ( TwoFactorSetting )
  ;
  UpdateProfileResult:
    | ( AccountFrozen )
    | ( ActionRefused )
    | ( Omit<ProfileSaved, 'profile'> & { profile: _RefType['Profile'] } )
    | ( StepUpRequired )
    | ( ValidationError )
  ;
  VerifyTwoFactorResult:
    | ( ActionRefused )
    | ( RateLimited )
    | ( Omit<SignedIn, 'profile'> & { profile: _RefType['Profile'] } )
    | ( ValidationError )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ErrorResult:
    | ( AccountFrozen )
    | ( AccountUnverified )
    | ( ActionRefused )
    | ( AlreadyInCart )
    | ( InsufficientFunds )
    | ( InventoryUnavailable )
    | ( NotFoundError )
    | ( NotPaused )
    | ( PersonalInfoRequired )
    | ( QuoteExpired )
    | ( RateLimited )
    | ( SteamIdRequired )
    | ( SteamSignInRequired )
    | ( StepUpRequired )
    | ( TradeLinkRequired )
    | ( UnauthorizedError )
    | ( ValidationError )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptOfferResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AcceptOfferResult']>;
  AccountChange: ResolverTypeWrapper<AccountChange>;
  AccountChangeKind: AccountChangeKind;
  AccountFrozen: ResolverTypeWrapper<AccountFrozen>;
  AccountUnverified: ResolverTypeWrapper<AccountUnverified>;
  ActionRefused: ResolverTypeWrapper<ActionRefused>;
  AddToCartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddToCartResult']>;
  AlreadyInCart: ResolverTypeWrapper<AlreadyInCart>;
  AppliedSticker: ResolverTypeWrapper<AppliedSticker>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardPayoutInput: CardPayoutInput;
  CardPayoutResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CardPayoutResult']>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'items' | 'total'> & { items: Array<ResolversTypes['CartEntry']>, total: ResolversTypes['Money'] }>;
  CartEntry: ResolverTypeWrapper<Omit<CartEntry, 'item'> & { item: ResolversTypes['CartItem'] }>;
  CartItem: ResolverTypeWrapper<Omit<CartItem, 'oldPrice' | 'price'> & { oldPrice: ResolversTypes['Money'], price: ResolversTypes['Money'] }>;
  ConfirmPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmPasswordResult']>;
  Country: ResolverTypeWrapper<Country>;
  CreateOfferResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateOfferResult']>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyPaymentMethods: ResolverTypeWrapper<CurrencyPaymentMethods>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePriceAlertResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeletePriceAlertResult']>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryResumed: ResolverTypeWrapper<Omit<DeliveryResumed, 'order'> & { order: ResolversTypes['PurchaseOrder'] }>;
  DeliveryState: DeliveryState;
  DepositHistoryFilter: DepositHistoryFilter;
  DepositInput: DepositInput;
  DepositResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DepositResult']>;
  DepositRow: ResolverTypeWrapper<Omit<DepositRow, 'sum'> & { sum: ResolversTypes['Money'] }>;
  DepositStarted: ResolverTypeWrapper<DepositStarted>;
  DepositStatus: DepositStatus;
  Done: ResolverTypeWrapper<Done>;
  EmailVerification: ResolverTypeWrapper<EmailVerification>;
  ErrorCode: ErrorCode;
  ErrorResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ErrorResult']>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FilterData: ResolverTypeWrapper<FilterData>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GameCategory: GameCategory;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IbanPayoutInput: IbanPayoutInput;
  InsufficientFunds: ResolverTypeWrapper<InsufficientFunds>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryItem: ResolverTypeWrapper<Omit<InventoryItem, 'instantPrice'> & { instantPrice?: Maybe<ResolversTypes['Money']> }>;
  InventoryUnavailable: ResolverTypeWrapper<InventoryUnavailable>;
  Language: ResolverTypeWrapper<Language>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LoginResult']>;
  MessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['MessageResult']>;
  Money: ResolverTypeWrapper<WireMoney>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotFoundError: ResolverTypeWrapper<NotFoundError>;
  NotPaused: ResolverTypeWrapper<NotPaused>;
  Offer: ResolverTypeWrapper<Omit<Offer, 'servicePrice' | 'userPrice'> & { servicePrice?: Maybe<ResolversTypes['Money']>, userPrice: ResolversTypes['Money'] }>;
  OfferCreated: ResolverTypeWrapper<Omit<OfferCreated, 'servicePrice'> & { servicePrice?: Maybe<ResolversTypes['Money']> }>;
  OfferInput: OfferInput;
  OfferSold: ResolverTypeWrapper<Omit<OfferSold, 'servicePrice'> & { servicePrice: ResolversTypes['Money'] }>;
  OfferStatus: OfferStatus;
  OrderStatus: ResolverTypeWrapper<OrderStatus>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutMethod: PayoutMethod;
  PayoutRedirect: ResolverTypeWrapper<PayoutRedirect>;
  PersonalInfoRequired: ResolverTypeWrapper<PersonalInfoRequired>;
  PhoneCode: ResolverTypeWrapper<PhoneCode>;
  PriceAlert: ResolverTypeWrapper<Omit<PriceAlert, 'lowestPrice' | 'targetPrice'> & { lowestPrice?: Maybe<ResolversTypes['Money']>, targetPrice: ResolversTypes['Money'] }>;
  PriceAlertSaved: ResolverTypeWrapper<Omit<PriceAlertSaved, 'alert'> & { alert: ResolversTypes['PriceAlert'] }>;
  PriceHistory: ResolverTypeWrapper<Omit<PriceHistory, 'points' | 'referencePrice'> & { points: Array<ResolversTypes['PricePoint']>, referencePrice?: Maybe<ResolversTypes['Money']> }>;
  PriceHistoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PriceHistoryResult']>;
  PricePoint: ResolverTypeWrapper<Omit<PricePoint, 'price'> & { price: ResolversTypes['Money'] }>;
  Product: ResolverTypeWrapper<Omit<Product, 'oldPrice' | 'price' | 'referencePrice'> & { oldPrice: ResolversTypes['Money'], price: ResolversTypes['Money'], referencePrice?: Maybe<ResolversTypes['Money']> }>;
  ProductDetail: ResolverTypeWrapper<Omit<ProductDetail, 'product' | 'similar'> & { product: ResolversTypes['Product'], similar: Array<ResolversTypes['Product']> }>;
  ProductFilter: ProductFilter;
  ProductListResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductListResult']>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProductResult']>;
  Profile: ResolverTypeWrapper<Omit<Profile, 'balance'> & { balance: ResolversTypes['Money'] }>;
  ProfileInput: ProfileInput;
  ProfileSaved: ResolverTypeWrapper<Omit<ProfileSaved, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  ProtectedMessageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ProtectedMessageResult']>;
  PurchaseHistoryFilter: PurchaseHistoryFilter;
  PurchaseOrder: ResolverTypeWrapper<Omit<PurchaseOrder, 'items' | 'total'> & { items: Array<ResolversTypes['PurchaseOrderItem']>, total: ResolversTypes['Money'] }>;
  PurchaseOrderItem: ResolverTypeWrapper<Omit<PurchaseOrderItem, 'price'> & { price: ResolversTypes['Money'] }>;
  PurchaseOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PurchaseOrderResult']>;
  PurchaseResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PurchaseResult']>;
  PurchaseRow: ResolverTypeWrapper<Omit<PurchaseRow, 'sum'> & { sum: ResolversTypes['Money'] }>;
  PurchaseStatus: PurchaseStatus;
  Purchased: ResolverTypeWrapper<Omit<Purchased, 'total'> & { total: ResolversTypes['Money'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteExpired: ResolverTypeWrapper<QuoteExpired>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  Requisites: ResolverTypeWrapper<Requisites>;
  ResumeDeliveryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ResumeDeliveryResult']>;
  SavePriceAlertResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SavePriceAlertResult']>;
  SellInventory: ResolverTypeWrapper<Omit<SellInventory, 'items'> & { items: Array<ResolversTypes['InventoryItem']> }>;
  SellInventoryResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SellInventoryResult']>;
  SellNowInput: SellNowInput;
  SellNowResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SellNowResult']>;
  SellTrade: ResolverTypeWrapper<SellTrade>;
  SellTradeState: SellTradeState;
  Settings: ResolverTypeWrapper<Settings>;
  SignedIn: ResolverTypeWrapper<Omit<SignedIn, 'profile'> & { profile: ResolversTypes['Profile'] }>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SortOrder: SortOrder;
  StaticPage: ResolverTypeWrapper<StaticPage>;
  StaticPageResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['StaticPageResult']>;
  StaticPageSummary: ResolverTypeWrapper<StaticPageSummary>;
  SteamIdRequired: ResolverTypeWrapper<SteamIdRequired>;
  SteamSignInRequired: ResolverTypeWrapper<SteamSignInRequired>;
  StepUpRequired: ResolverTypeWrapper<StepUpRequired>;
  StickerKind: StickerKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TradeLinkRequired: ResolverTypeWrapper<TradeLinkRequired>;
  TradeRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['TradeRequestResult']>;
  Translation: ResolverTypeWrapper<Translation>;
  TwoFactorRequired: ResolverTypeWrapper<TwoFactorRequired>;
  TwoFactorSetting: ResolverTypeWrapper<TwoFactorSetting>;
  TwoFactorSettingResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['TwoFactorSettingResult']>;
  UnauthorizedError: ResolverTypeWrapper<UnauthorizedError>;
  UpdateProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateProfileResult']>;
  ValidationError: ResolverTypeWrapper<ValidationError>;
  VerificationOutcome: VerificationOutcome;
  VerificationSent: ResolverTypeWrapper<VerificationSent>;
  VerifyTwoFactorResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyTwoFactorResult']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptOfferResult: ResolversUnionTypes<ResolversParentTypes>['AcceptOfferResult'];
  AccountChange: AccountChange;
  AccountFrozen: AccountFrozen;
  AccountUnverified: AccountUnverified;
  ActionRefused: ActionRefused;
  AddToCartResult: ResolversUnionTypes<ResolversParentTypes>['AddToCartResult'];
  AlreadyInCart: AlreadyInCart;
  AppliedSticker: AppliedSticker;
  Boolean: Scalars['Boolean']['output'];
  CardPayoutInput: CardPayoutInput;
  CardPayoutResult: ResolversUnionTypes<ResolversParentTypes>['CardPayoutResult'];
  Cart: Omit<Cart, 'items' | 'total'> & { items: Array<ResolversParentTypes['CartEntry']>, total: ResolversParentTypes['Money'] };
  CartEntry: Omit<CartEntry, 'item'> & { item: ResolversParentTypes['CartItem'] };
  CartItem: Omit<CartItem, 'oldPrice' | 'price'> & { oldPrice: ResolversParentTypes['Money'], price: ResolversParentTypes['Money'] };
  ConfirmPasswordResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmPasswordResult'];
  Country: Country;
  CreateOfferResult: ResolversUnionTypes<ResolversParentTypes>['CreateOfferResult'];
  Currency: Currency;
  CurrencyPaymentMethods: CurrencyPaymentMethods;
  DateTime: Scalars['DateTime']['output'];
  DeletePriceAlertResult: ResolversUnionTypes<ResolversParentTypes>['DeletePriceAlertResult'];
  Delivery: Delivery;
  DeliveryResumed: Omit<DeliveryResumed, 'order'> & { order: ResolversParentTypes['PurchaseOrder'] };
  DepositHistoryFilter: DepositHistoryFilter;
  DepositInput: DepositInput;
  DepositResult: ResolversUnionTypes<ResolversParentTypes>['DepositResult'];
  DepositRow: Omit<DepositRow, 'sum'> & { sum: ResolversParentTypes['Money'] };
  DepositStarted: DepositStarted;
  Done: Done;
  EmailVerification: EmailVerification;
  ErrorResult: ResolversInterfaceTypes<ResolversParentTypes>['ErrorResult'];
  FieldError: FieldError;
  FilterData: FilterData;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IbanPayoutInput: IbanPayoutInput;
  InsufficientFunds: InsufficientFunds;
  Int: Scalars['Int']['output'];
  InventoryItem: Omit<InventoryItem, 'instantPrice'> & { instantPrice?: Maybe<ResolversParentTypes['Money']> };
  InventoryUnavailable: InventoryUnavailable;
  Language: Language;
  LoginInput: LoginInput;
  LoginResult: ResolversUnionTypes<ResolversParentTypes>['LoginResult'];
  MessageResult: ResolversUnionTypes<ResolversParentTypes>['MessageResult'];
  Money: WireMoney;
  Mutation: Record<PropertyKey, never>;
  NotFoundError: NotFoundError;
  NotPaused: NotPaused;
  Offer: Omit<Offer, 'servicePrice' | 'userPrice'> & { servicePrice?: Maybe<ResolversParentTypes['Money']>, userPrice: ResolversParentTypes['Money'] };
  OfferCreated: Omit<OfferCreated, 'servicePrice'> & { servicePrice?: Maybe<ResolversParentTypes['Money']> };
  OfferInput: OfferInput;
  OfferSold: Omit<OfferSold, 'servicePrice'> & { servicePrice: ResolversParentTypes['Money'] };
  OrderStatus: OrderStatus;
  PaymentMethod: PaymentMethod;
  Payout: Payout;
  PayoutRedirect: PayoutRedirect;
  PersonalInfoRequired: PersonalInfoRequired;
  PhoneCode: PhoneCode;
  PriceAlert: Omit<PriceAlert, 'lowestPrice' | 'targetPrice'> & { lowestPrice?: Maybe<ResolversParentTypes['Money']>, targetPrice: ResolversParentTypes['Money'] };
  PriceAlertSaved: Omit<PriceAlertSaved, 'alert'> & { alert: ResolversParentTypes['PriceAlert'] };
  PriceHistory: Omit<PriceHistory, 'points' | 'referencePrice'> & { points: Array<ResolversParentTypes['PricePoint']>, referencePrice?: Maybe<ResolversParentTypes['Money']> };
  PriceHistoryResult: ResolversUnionTypes<ResolversParentTypes>['PriceHistoryResult'];
  PricePoint: Omit<PricePoint, 'price'> & { price: ResolversParentTypes['Money'] };
  Product: Omit<Product, 'oldPrice' | 'price' | 'referencePrice'> & { oldPrice: ResolversParentTypes['Money'], price: ResolversParentTypes['Money'], referencePrice?: Maybe<ResolversParentTypes['Money']> };
  ProductDetail: Omit<ProductDetail, 'product' | 'similar'> & { product: ResolversParentTypes['Product'], similar: Array<ResolversParentTypes['Product']> };
  ProductFilter: ProductFilter;
  ProductListResult: ResolversUnionTypes<ResolversParentTypes>['ProductListResult'];
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductResult: ResolversUnionTypes<ResolversParentTypes>['ProductResult'];
  Profile: Omit<Profile, 'balance'> & { balance: ResolversParentTypes['Money'] };
  ProfileInput: ProfileInput;
  ProfileSaved: Omit<ProfileSaved, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  ProtectedMessageResult: ResolversUnionTypes<ResolversParentTypes>['ProtectedMessageResult'];
  PurchaseHistoryFilter: PurchaseHistoryFilter;
  PurchaseOrder: Omit<PurchaseOrder, 'items' | 'total'> & { items: Array<ResolversParentTypes['PurchaseOrderItem']>, total: ResolversParentTypes['Money'] };
  PurchaseOrderItem: Omit<PurchaseOrderItem, 'price'> & { price: ResolversParentTypes['Money'] };
  PurchaseOrderResult: ResolversUnionTypes<ResolversParentTypes>['PurchaseOrderResult'];
  PurchaseResult: ResolversUnionTypes<ResolversParentTypes>['PurchaseResult'];
  PurchaseRow: Omit<PurchaseRow, 'sum'> & { sum: ResolversParentTypes['Money'] };
  Purchased: Omit<Purchased, 'total'> & { total: ResolversParentTypes['Money'] };
  Query: Record<PropertyKey, never>;
  QuoteExpired: QuoteExpired;
  RateLimited: RateLimited;
  RegisterInput: RegisterInput;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  Requisites: Requisites;
  ResumeDeliveryResult: ResolversUnionTypes<ResolversParentTypes>['ResumeDeliveryResult'];
  SavePriceAlertResult: ResolversUnionTypes<ResolversParentTypes>['SavePriceAlertResult'];
  SellInventory: Omit<SellInventory, 'items'> & { items: Array<ResolversParentTypes['InventoryItem']> };
  SellInventoryResult: ResolversUnionTypes<ResolversParentTypes>['SellInventoryResult'];
  SellNowInput: SellNowInput;
  SellNowResult: ResolversUnionTypes<ResolversParentTypes>['SellNowResult'];
  SellTrade: SellTrade;
  Settings: Settings;
  SignedIn: Omit<SignedIn, 'profile'> & { profile: ResolversParentTypes['Profile'] };
  SocialLink: SocialLink;
  StaticPage: StaticPage;
  StaticPageResult: ResolversUnionTypes<ResolversParentTypes>['StaticPageResult'];
  StaticPageSummary: StaticPageSummary;
  SteamIdRequired: SteamIdRequired;
  SteamSignInRequired: SteamSignInRequired;
  StepUpRequired: StepUpRequired;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TradeLinkRequired: TradeLinkRequired;
  TradeRequestResult: ResolversUnionTypes<ResolversParentTypes>['TradeRequestResult'];
  Translation: Translation;
  TwoFactorRequired: TwoFactorRequired;
  TwoFactorSetting: TwoFactorSetting;
  TwoFactorSettingResult: ResolversUnionTypes<ResolversParentTypes>['TwoFactorSettingResult'];
  UnauthorizedError: UnauthorizedError;
  UpdateProfileResult: ResolversUnionTypes<ResolversParentTypes>['UpdateProfileResult'];
  ValidationError: ValidationError;
  VerificationSent: VerificationSent;
  VerifyTwoFactorResult: ResolversUnionTypes<ResolversParentTypes>['VerifyTwoFactorResult'];
}>;

export type MaxLengthDirectiveArgs = {
  chars: Scalars['Int']['input'];
};

export type MaxLengthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = MaxLengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type RangeDirectiveArgs = {
  max?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Int']['input']>;
};

export type RangeDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = RangeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptOfferResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptOfferResult'] = ResolversParentTypes['AcceptOfferResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'Done' | 'InventoryUnavailable' | 'QuoteExpired' | 'RateLimited' | 'TradeLinkRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type AccountChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountChange'] = ResolversParentTypes['AccountChange']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountChangeKind'], ParentType, ContextType>;
}>;

export type AccountFrozenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountFrozen'] = ResolversParentTypes['AccountFrozen']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountUnverifiedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountUnverified'] = ResolversParentTypes['AccountUnverified']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ActionRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionRefused'] = ResolversParentTypes['ActionRefused']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddToCartResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddToCartResult'] = ResolversParentTypes['AddToCartResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'AlreadyInCart' | 'Done' | 'ValidationError', ParentType, ContextType>;
}>;

export type AlreadyInCartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AlreadyInCart'] = ResolversParentTypes['AlreadyInCart']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AppliedStickerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedSticker'] = ResolversParentTypes['AppliedSticker']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['StickerKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wear?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CardPayoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardPayoutResult'] = ResolversParentTypes['CardPayoutResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'PayoutRedirect' | 'StepUpRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartEntry'] = ResolversParentTypes['CartEntry']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['CartItem'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  floatValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paintSeed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stickers?: Resolver<Array<ResolversTypes['AppliedSticker']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradableAfter?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfirmPasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmPasswordResult'] = ResolversParentTypes['ConfirmPasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Done' | 'RateLimited' | 'ValidationError', ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateOfferResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateOfferResult'] = ResolversParentTypes['CreateOfferResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'InventoryUnavailable' | 'OfferCreated' | 'ValidationError', ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyPaymentMethodsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyPaymentMethods'] = ResolversParentTypes['CurrencyPaymentMethods']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePriceAlertResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePriceAlertResult'] = ResolversParentTypes['DeletePriceAlertResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'Done' | 'NotFoundError', ParentType, ContextType>;
}>;

export type DeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = ResolversObject<{
  botName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  holdUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  itemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  offerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  protectedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeliveryState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DeliveryResumedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryResumed'] = ResolversParentTypes['DeliveryResumed']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['PurchaseOrder'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DepositResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositResult'] = ResolversParentTypes['DepositResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'DepositStarted' | 'PersonalInfoRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type DepositRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositRow'] = ResolversParentTypes['DepositRow']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DepositStartedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositStarted'] = ResolversParentTypes['DepositStarted']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Done'] = ResolversParentTypes['Done']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailVerification'] = ResolversParentTypes['EmailVerification']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['VerificationOutcome'], ParentType, ContextType>;
}>;

export type ErrorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorResult'] = ResolversParentTypes['ErrorResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'AccountUnverified' | 'ActionRefused' | 'AlreadyInCart' | 'InsufficientFunds' | 'InventoryUnavailable' | 'NotFoundError' | 'NotPaused' | 'PersonalInfoRequired' | 'QuoteExpired' | 'RateLimited' | 'SteamIdRequired' | 'SteamSignInRequired' | 'StepUpRequired' | 'TradeLinkRequired' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FilterDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilterData'] = ResolversParentTypes['FilterData']> = ResolversObject<{
  classes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  exteriorNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  heroes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  qualities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InsufficientFundsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InsufficientFunds'] = ResolversParentTypes['InsufficientFunds']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventoryItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryItem'] = ResolversParentTypes['InventoryItem']> = ResolversObject<{
  appId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  floatValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  imgUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instantPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  paintSeed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sharePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stickers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tradableAfter?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type InventoryUnavailableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryUnavailable'] = ResolversParentTypes['InventoryUnavailable']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountUnverified' | 'ActionRefused' | 'RateLimited' | 'SignedIn' | 'TwoFactorRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type MessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageResult'] = ResolversParentTypes['MessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'Done' | 'RateLimited' | 'ValidationError', ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptOffer?: Resolver<ResolversTypes['AcceptOfferResult'], ParentType, ContextType, RequireFields<MutationAcceptOfferArgs, 'id'>>;
  addToCart?: Resolver<ResolversTypes['AddToCartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'id'>>;
  cancelOffer?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationCancelOfferArgs, 'id'>>;
  changeEmail?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'email' | 'password'>>;
  clearCart?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  confirmPassword?: Resolver<ResolversTypes['ConfirmPasswordResult'], ParentType, ContextType, RequireFields<MutationConfirmPasswordArgs, 'password'>>;
  createOffer?: Resolver<ResolversTypes['CreateOfferResult'], ParentType, ContextType, RequireFields<MutationCreateOfferArgs, 'input'>>;
  declineOffer?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeclineOfferArgs, 'id'>>;
  deletePriceAlert?: Resolver<ResolversTypes['DeletePriceAlertResult'], ParentType, ContextType, RequireFields<MutationDeletePriceAlertArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Done'], ParentType, ContextType>;
  purchase?: Resolver<ResolversTypes['PurchaseResult'], ParentType, ContextType, RequireFields<MutationPurchaseArgs, 'currency'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'id'>>;
  requestCardPayout?: Resolver<ResolversTypes['CardPayoutResult'], ParentType, ContextType, RequireFields<MutationRequestCardPayoutArgs, 'input'>>;
  requestIbanPayout?: Resolver<ResolversTypes['ProtectedMessageResult'], ParentType, ContextType, RequireFields<MutationRequestIbanPayoutArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendConfirmationLink?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResendConfirmationLinkArgs, 'email'>>;
  resendTwoFactorCode?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'passConfirm' | 'password' | 'token'>>;
  resumeDelivery?: Resolver<ResolversTypes['ResumeDeliveryResult'], ParentType, ContextType, RequireFields<MutationResumeDeliveryArgs, 'currency' | 'orderId'>>;
  retryOfferTrade?: Resolver<ResolversTypes['TradeRequestResult'], ParentType, ContextType, RequireFields<MutationRetryOfferTradeArgs, 'id'>>;
  savePriceAlert?: Resolver<ResolversTypes['SavePriceAlertResult'], ParentType, ContextType, RequireFields<MutationSavePriceAlertArgs, 'currency' | 'productId' | 'targetPrice'>>;
  sellNow?: Resolver<ResolversTypes['SellNowResult'], ParentType, ContextType, RequireFields<MutationSellNowArgs, 'input'>>;
  setTwoFactor?: Resolver<ResolversTypes['TwoFactorSettingResult'], ParentType, ContextType, RequireFields<MutationSetTwoFactorArgs, 'enabled'>>;
  startDeposit?: Resolver<ResolversTypes['DepositResult'], ParentType, ContextType, RequireFields<MutationStartDepositArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfileResult'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'currency' | 'input'>>;
  updateTradeLink?: Resolver<ResolversTypes['ProtectedMessageResult'], ParentType, ContextType, RequireFields<MutationUpdateTradeLinkArgs, 'url'>>;
  verifyEmail?: Resolver<ResolversTypes['EmailVerification'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
  verifyTwoFactor?: Resolver<ResolversTypes['VerifyTwoFactorResult'], ParentType, ContextType, RequireFields<MutationVerifyTwoFactorArgs, 'code' | 'currency'>>;
}>;

export type NotFoundErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotFoundError'] = ResolversParentTypes['NotFoundError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotPausedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotPaused'] = ResolversParentTypes['NotPaused']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = ResolversObject<{
  appId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  assetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  floatValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paintSeed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Payout']>, ParentType, ContextType>;
  payoutUnlocksAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  servicePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfferStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trade?: Resolver<Maybe<ResolversTypes['SellTrade']>, ParentType, ContextType>;
  userPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OfferCreatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferCreated'] = ResolversParentTypes['OfferCreated']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  servicePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfferStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OfferSoldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferSold'] = ResolversParentTypes['OfferSold']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  servicePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderStatus'] = ResolversParentTypes['OrderStatus']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = ResolversObject<{
  maskedIban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PayoutMethod'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayoutRedirectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutRedirect'] = ResolversParentTypes['PayoutRedirect']> = ResolversObject<{
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PersonalInfoRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalInfoRequired'] = ResolversParentTypes['PersonalInfoRequired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PhoneCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhoneCode'] = ResolversParentTypes['PhoneCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceAlertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceAlert'] = ResolversParentTypes['PriceAlert']> = ResolversObject<{
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  lowestProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  targetPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceAlertSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceAlertSaved'] = ResolversParentTypes['PriceAlertSaved']> = ResolversObject<{
  alert?: Resolver<ResolversTypes['PriceAlert'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType>;
  referencePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceHistoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceHistoryResult'] = ResolversParentTypes['PriceHistoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'PriceHistory' | 'ValidationError', ParentType, ContextType>;
}>;

export type PricePointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exterior?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floatValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hero?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inspectLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBestSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paintSeed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referencePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  souvenir?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statTrak?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stickers?: Resolver<Array<ResolversTypes['AppliedSticker']>, ParentType, ContextType>;
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradableAfter?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductDetail'] = ResolversParentTypes['ProductDetail']> = ResolversObject<{
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  similar?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductListResult'] = ResolversParentTypes['ProductListResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProductPage' | 'ValidationError', ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductResult'] = ResolversParentTypes['ProductResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'ProductDetail' | 'UnauthorizedError' | 'ValidationError', ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  avatarMedium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  communityVisibilityState?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneCountryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steamId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steamIdVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  steamProfileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tradeLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileSavedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileSaved'] = ResolversParentTypes['ProfileSaved']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProtectedMessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProtectedMessageResult'] = ResolversParentTypes['ProtectedMessageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'Done' | 'RateLimited' | 'StepUpRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type PurchaseOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrder'] = ResolversParentTypes['PurchaseOrder']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PurchaseOrderItem']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tradeLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PurchaseOrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrderItem'] = ResolversParentTypes['PurchaseOrderItem']> = ResolversObject<{
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  floatValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paintSeed?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  stickers?: Resolver<Array<ResolversTypes['AppliedSticker']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradableAfter?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PurchaseOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseOrderResult'] = ResolversParentTypes['PurchaseOrderResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'PurchaseOrder', ParentType, ContextType>;
}>;

export type PurchaseResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseResult'] = ResolversParentTypes['PurchaseResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'InsufficientFunds' | 'Purchased' | 'SteamIdRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type PurchaseRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseRow'] = ResolversParentTypes['PurchaseRow']> = ResolversObject<{
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery?: Resolver<Maybe<ResolversTypes['Delivery']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imgUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PurchasedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Purchased'] = ResolversParentTypes['Purchased']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'currency'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  depositHistory?: Resolver<Array<ResolversTypes['DepositRow']>, ParentType, ContextType, RequireFields<QueryDepositHistoryArgs, 'filter'>>;
  filterData?: Resolver<ResolversTypes['FilterData'], ParentType, ContextType, Partial<QueryFilterDataArgs>>;
  isAuthenticated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType, RequireFields<QueryOffersArgs, 'currency'>>;
  orderStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType, RequireFields<QueryOrderStatusArgs, 'orderId'>>;
  phoneCodes?: Resolver<Array<ResolversTypes['PhoneCode']>, ParentType, ContextType>;
  priceAlerts?: Resolver<Array<ResolversTypes['PriceAlert']>, ParentType, ContextType, RequireFields<QueryPriceAlertsArgs, 'currency'>>;
  priceHistory?: Resolver<ResolversTypes['PriceHistoryResult'], ParentType, ContextType, RequireFields<QueryPriceHistoryArgs, 'currency' | 'days' | 'id'>>;
  product?: Resolver<ResolversTypes['ProductResult'], ParentType, ContextType, RequireFields<QueryProductArgs, 'currency' | 'id'>>;
  products?: Resolver<ResolversTypes['ProductListResult'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'filter'>>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<QueryProfileArgs, 'currency'>>;
  purchaseHistory?: Resolver<Array<ResolversTypes['PurchaseRow']>, ParentType, ContextType, RequireFields<QueryPurchaseHistoryArgs, 'filter'>>;
  purchaseOrder?: Resolver<ResolversTypes['PurchaseOrderResult'], ParentType, ContextType, RequireFields<QueryPurchaseOrderArgs, 'currency' | 'id'>>;
  sellInventory?: Resolver<ResolversTypes['SellInventoryResult'], ParentType, ContextType, RequireFields<QuerySellInventoryArgs, 'currency'>>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  staticPage?: Resolver<ResolversTypes['StaticPageResult'], ParentType, ContextType, RequireFields<QueryStaticPageArgs, 'id'>>;
  staticPages?: Resolver<Array<ResolversTypes['StaticPageSummary']>, ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['Translation']>, ParentType, ContextType, RequireFields<QueryTranslationsArgs, 'languageId'>>;
}>;

export type QuoteExpiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteExpired'] = ResolversParentTypes['QuoteExpired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RateLimitedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'RateLimited' | 'SignedIn' | 'ValidationError' | 'VerificationSent', ParentType, ContextType>;
}>;

export type RequisitesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Requisites'] = ResolversParentTypes['Requisites']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ResumeDeliveryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResumeDeliveryResult'] = ResolversParentTypes['ResumeDeliveryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'DeliveryResumed' | 'NotFoundError' | 'NotPaused', ParentType, ContextType>;
}>;

export type SavePriceAlertResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavePriceAlertResult'] = ResolversParentTypes['SavePriceAlertResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'NotFoundError' | 'PriceAlertSaved' | 'ValidationError', ParentType, ContextType>;
}>;

export type SellInventoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellInventory'] = ResolversParentTypes['SellInventory']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['InventoryItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SellInventoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellInventoryResult'] = ResolversParentTypes['SellInventoryResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InventoryUnavailable' | 'SellInventory' | 'SteamIdRequired' | 'SteamSignInRequired', ParentType, ContextType>;
}>;

export type SellNowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellNowResult'] = ResolversParentTypes['SellNowResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'InventoryUnavailable' | 'OfferSold' | 'QuoteExpired' | 'RateLimited' | 'SteamSignInRequired' | 'TradeLinkRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type SellTradeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SellTrade'] = ResolversParentTypes['SellTrade']> = ResolversObject<{
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  botName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SellTradeState'], ParentType, ContextType>;
}>;

export type SettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = ResolversObject<{
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageHost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minTopUp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['CurrencyPaymentMethods']>, ParentType, ContextType>;
  requisites?: Resolver<ResolversTypes['Requisites'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignedInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignedIn'] = ResolversParentTypes['SignedIn']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaticPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaticPage'] = ResolversParentTypes['StaticPage']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StaticPageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaticPageResult'] = ResolversParentTypes['StaticPageResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFoundError' | 'StaticPage', ParentType, ContextType>;
}>;

export type StaticPageSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaticPageSummary'] = ResolversParentTypes['StaticPageSummary']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SteamIdRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SteamIdRequired'] = ResolversParentTypes['SteamIdRequired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SteamSignInRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SteamSignInRequired'] = ResolversParentTypes['SteamSignInRequired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StepUpRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepUpRequired'] = ResolversParentTypes['StepUpRequired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  accountChanged?: SubscriptionResolver<ResolversTypes['AccountChange'], "accountChanged", ParentType, ContextType>;
}>;

export type TradeLinkRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradeLinkRequired'] = ResolversParentTypes['TradeLinkRequired']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TradeRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradeRequestResult'] = ResolversParentTypes['TradeRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'Done' | 'InventoryUnavailable' | 'RateLimited' | 'TradeLinkRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type TranslationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Translation'] = ResolversParentTypes['Translation']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TwoFactorRequiredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorRequired'] = ResolversParentTypes['TwoFactorRequired']> = ResolversObject<{
  codeLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiryMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TwoFactorSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSetting'] = ResolversParentTypes['TwoFactorSetting']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TwoFactorSettingResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSettingResult'] = ResolversParentTypes['TwoFactorSettingResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'StepUpRequired' | 'TwoFactorSetting', ParentType, ContextType>;
}>;

export type UnauthorizedErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnauthorizedError'] = ResolversParentTypes['UnauthorizedError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UpdateProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProfileResult'] = ResolversParentTypes['UpdateProfileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountFrozen' | 'ActionRefused' | 'ProfileSaved' | 'StepUpRequired' | 'ValidationError', ParentType, ContextType>;
}>;

export type ValidationErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ValidationError'] = ResolversParentTypes['ValidationError']> = ResolversObject<{
  errorCode?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerificationSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationSent'] = ResolversParentTypes['VerificationSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VerifyTwoFactorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyTwoFactorResult'] = ResolversParentTypes['VerifyTwoFactorResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ActionRefused' | 'RateLimited' | 'SignedIn' | 'ValidationError', ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AcceptOfferResult?: AcceptOfferResultResolvers<ContextType>;
  AccountChange?: AccountChangeResolvers<ContextType>;
  AccountFrozen?: AccountFrozenResolvers<ContextType>;
  AccountUnverified?: AccountUnverifiedResolvers<ContextType>;
  ActionRefused?: ActionRefusedResolvers<ContextType>;
  AddToCartResult?: AddToCartResultResolvers<ContextType>;
  AlreadyInCart?: AlreadyInCartResolvers<ContextType>;
  AppliedSticker?: AppliedStickerResolvers<ContextType>;
  CardPayoutResult?: CardPayoutResultResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartEntry?: CartEntryResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  ConfirmPasswordResult?: ConfirmPasswordResultResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateOfferResult?: CreateOfferResultResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyPaymentMethods?: CurrencyPaymentMethodsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePriceAlertResult?: DeletePriceAlertResultResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryResumed?: DeliveryResumedResolvers<ContextType>;
  DepositResult?: DepositResultResolvers<ContextType>;
  DepositRow?: DepositRowResolvers<ContextType>;
  DepositStarted?: DepositStartedResolvers<ContextType>;
  Done?: DoneResolvers<ContextType>;
  EmailVerification?: EmailVerificationResolvers<ContextType>;
  ErrorResult?: ErrorResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FilterData?: FilterDataResolvers<ContextType>;
  InsufficientFunds?: InsufficientFundsResolvers<ContextType>;
  InventoryItem?: InventoryItemResolvers<ContextType>;
  InventoryUnavailable?: InventoryUnavailableResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MessageResult?: MessageResultResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotFoundError?: NotFoundErrorResolvers<ContextType>;
  NotPaused?: NotPausedResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OfferCreated?: OfferCreatedResolvers<ContextType>;
  OfferSold?: OfferSoldResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutRedirect?: PayoutRedirectResolvers<ContextType>;
  PersonalInfoRequired?: PersonalInfoRequiredResolvers<ContextType>;
  PhoneCode?: PhoneCodeResolvers<ContextType>;
  PriceAlert?: PriceAlertResolvers<ContextType>;
  PriceAlertSaved?: PriceAlertSavedResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PriceHistoryResult?: PriceHistoryResultResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductDetail?: ProductDetailResolvers<ContextType>;
  ProductListResult?: ProductListResultResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductResult?: ProductResultResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileSaved?: ProfileSavedResolvers<ContextType>;
  ProtectedMessageResult?: ProtectedMessageResultResolvers<ContextType>;
  PurchaseOrder?: PurchaseOrderResolvers<ContextType>;
  PurchaseOrderItem?: PurchaseOrderItemResolvers<ContextType>;
  PurchaseOrderResult?: PurchaseOrderResultResolvers<ContextType>;
  PurchaseResult?: PurchaseResultResolvers<ContextType>;
  PurchaseRow?: PurchaseRowResolvers<ContextType>;
  Purchased?: PurchasedResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteExpired?: QuoteExpiredResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  Requisites?: RequisitesResolvers<ContextType>;
  ResumeDeliveryResult?: ResumeDeliveryResultResolvers<ContextType>;
  SavePriceAlertResult?: SavePriceAlertResultResolvers<ContextType>;
  SellInventory?: SellInventoryResolvers<ContextType>;
  SellInventoryResult?: SellInventoryResultResolvers<ContextType>;
  SellNowResult?: SellNowResultResolvers<ContextType>;
  SellTrade?: SellTradeResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  SignedIn?: SignedInResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StaticPage?: StaticPageResolvers<ContextType>;
  StaticPageResult?: StaticPageResultResolvers<ContextType>;
  StaticPageSummary?: StaticPageSummaryResolvers<ContextType>;
  SteamIdRequired?: SteamIdRequiredResolvers<ContextType>;
  SteamSignInRequired?: SteamSignInRequiredResolvers<ContextType>;
  StepUpRequired?: StepUpRequiredResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TradeLinkRequired?: TradeLinkRequiredResolvers<ContextType>;
  TradeRequestResult?: TradeRequestResultResolvers<ContextType>;
  Translation?: TranslationResolvers<ContextType>;
  TwoFactorRequired?: TwoFactorRequiredResolvers<ContextType>;
  TwoFactorSetting?: TwoFactorSettingResolvers<ContextType>;
  TwoFactorSettingResult?: TwoFactorSettingResultResolvers<ContextType>;
  UnauthorizedError?: UnauthorizedErrorResolvers<ContextType>;
  UpdateProfileResult?: UpdateProfileResultResolvers<ContextType>;
  ValidationError?: ValidationErrorResolvers<ContextType>;
  VerificationSent?: VerificationSentResolvers<ContextType>;
  VerifyTwoFactorResult?: VerifyTwoFactorResultResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  maxLength?: MaxLengthDirectiveResolver<any, any, ContextType>;
  range?: RangeDirectiveResolver<any, any, ContextType>;
}>;
