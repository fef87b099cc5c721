import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** What an action came to: ok, or the API's code (FORBIDDEN, STATE_CONFLICT, SELF_APPROVAL, VALIDATION_FAILED...) and message. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** The change waits for a second person's approval (four eyes on money). */
  awaitingApproval: Scalars['Boolean']['output'];
  errorCode?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** Staff invitations: the link to hand the invitee. */
  inviteUrl?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type Approval = {
  __typename?: 'Approval';
  amount: Scalars['Float']['output'];
  entityId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  preparedAt: Scalars['Int']['output'];
  preparedBy: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** Unix seconds, inclusive. */
  from?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Int']['input']>;
};

export type AuditRow = {
  __typename?: 'AuditRow';
  action: Scalars['String']['output'];
  actor: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  at: Scalars['Int']['output'];
  before?: Maybe<Scalars['String']['output']>;
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  id: Scalars['String']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
};

export type Bot = {
  __typename?: 'Bot';
  lastError?: Maybe<Scalars['String']['output']>;
  lastErrorAt?: Maybe<Scalars['Int']['output']>;
  lastSyncAt?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  openOffers: Scalars['Int']['output'];
  pausedAt?: Maybe<Scalars['Int']['output']>;
  /** Who paused it: a staff member's e-mail, or cli:<os user>. */
  pausedBy?: Maybe<Scalars['String']['output']>;
  pausedReason?: Maybe<Scalars['String']['output']>;
  /** live, paused, or error (its last sync could not read the bot: Steam away, session lost). */
  status: Scalars['String']['output'];
  stock: BotStock;
};

export type BotAction =
  | 'PAUSE'
  | 'RESUME'
  | 'SYNC';

export type BotStock = {
  __typename?: 'BotStock';
  /** Items the pause took off sale, back on resume. */
  heldByPause: Scalars['Int']['output'];
  /** Items in open trade offers. */
  inOffers: Scalars['Int']['output'];
  /** On sale but trade-locked (Steam's cooldown). */
  locked: Scalars['Int']['output'];
  /** Tradable copies on sale. */
  onSale: Scalars['Int']['output'];
};

export type Content = {
  __typename?: 'Content';
  languages: Array<Language>;
  pages: Array<StaticPage>;
  socialLinks: Array<SocialLink>;
};

export type Customer = {
  __typename?: 'Customer';
  createdAt: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  frozen: Scalars['Boolean']['output'];
  frozenReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
  steamId?: Maybe<Scalars['String']['output']>;
  steamVerified: Scalars['Boolean']['output'];
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** EUR. */
  balance: Scalars['Float']['output'];
  customer: Customer;
  ledger: Array<RecordRow>;
  notes: Array<RecordRow>;
  offers: Array<RecordRow>;
  orders: Array<RecordRow>;
  payouts: Array<RecordRow>;
  signIns: Array<RecordRow>;
};

export type CustomerRow = {
  __typename?: 'CustomerRow';
  email?: Maybe<Scalars['String']['output']>;
  frozen: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
  steamId?: Maybe<Scalars['String']['output']>;
};

export type Deliveries = {
  __typename?: 'Deliveries';
  errored: Scalars['Int']['output'];
  manual: Scalars['Int']['output'];
  overdue: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  /** Deliveries and sell trades whose job kept dying: the stuck-work sweeper stopped requeueing them and left them to a person. */
  stuck: Scalars['Int']['output'];
};

export type DepositRefund = {
  __typename?: 'DepositRefund';
  /** Major units of the deposit's currency. */
  amount: Scalars['Float']['output'];
  createdAt: Scalars['Int']['output'];
  depositId: Scalars['Int']['output'];
  /** What the balance loses, EUR. */
  eur: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  preparedBy: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type Dispute = {
  __typename?: 'Dispute';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  depositId: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** Unix seconds: the provider's deadline for the evidence. */
  evidenceDueBy?: Maybe<Scalars['Int']['output']>;
  fundsWithdrawn: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** dispute or early_fraud_warning */
  kind: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerId: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** The provider's state (needs_response, under_review, won, lost…; a warning's is open). */
  status: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type DisputeEvidence = {
  __typename?: 'DisputeEvidence';
  customer: EvidenceCustomer;
  deposit: EvidenceDeposit;
  emails: Array<EvidenceEmail>;
  orders: Array<EvidenceOrder>;
  signIns: Array<EvidenceSignIn>;
};

export type DisputePage = {
  __typename?: 'DisputePage';
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  evidence: DisputeEvidence;
  evidenceDueBy?: Maybe<Scalars['Int']['output']>;
  evidenceSubmittedAt?: Maybe<Scalars['Int']['output']>;
  fee: Scalars['Float']['output'];
  fundsReinstated: Scalars['Boolean']['output'];
  fundsWithdrawn: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  providerId: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** EUR taken from the balance as `dispute` and `dispute_fee`. */
  taken: Scalars['Float']['output'];
};

export type EvidenceCustomer = {
  __typename?: 'EvidenceCustomer';
  /** EUR */
  balance: Scalars['Float']['output'];
  createdAt: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  frozen: Scalars['Boolean']['output'];
  holdReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  typedSteamId?: Maybe<Scalars['String']['output']>;
  verifiedSteamId?: Maybe<Scalars['String']['output']>;
};

export type EvidenceDeposit = {
  __typename?: 'EvidenceDeposit';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  paymentIntent?: Maybe<Scalars['String']['output']>;
  paymentType?: Maybe<Scalars['String']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  refunded: Scalars['Float']['output'];
  riskLevel?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type EvidenceEmail = {
  __typename?: 'EvidenceEmail';
  jobId: Scalars['Int']['output'];
  queuedAt: Scalars['Int']['output'];
  sentAt?: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  template?: Maybe<Scalars['String']['output']>;
};

export type EvidenceItem = {
  __typename?: 'EvidenceItem';
  itemId: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  title: Scalars['String']['output'];
};

export type EvidenceOrder = {
  __typename?: 'EvidenceOrder';
  createdAt: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  items: Array<EvidenceItem>;
  paidFromBalance: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  /** EUR */
  total: Scalars['Float']['output'];
  tradeLink?: Maybe<Scalars['String']['output']>;
  tradeOffers: Array<EvidenceTradeOffer>;
};

export type EvidenceSignIn = {
  __typename?: 'EvidenceSignIn';
  at: Scalars['Int']['output'];
  ip: Scalars['String']['output'];
  method: Scalars['String']['output'];
  userAgent: Scalars['String']['output'];
};

export type EvidenceTradeOffer = {
  __typename?: 'EvidenceTradeOffer';
  bot: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  partnerSteamId?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  steamOfferId?: Maybe<Scalars['String']['output']>;
  steamTradeId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['Int']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  messages: Array<Scalars['String']['output']>;
};

export type InviteAccepted = {
  __typename?: 'InviteAccepted';
  otpauthUri?: Maybe<Scalars['String']['output']>;
  recoveryCodes: Array<Scalars['String']['output']>;
  result: ActionResult;
};

export type Language = {
  __typename?: 'Language';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type MarketPrice = {
  __typename?: 'MarketPrice';
  currency: Scalars['String']['output'];
  /** The last 90 days, oldest first. */
  history: Array<PricePoint>;
  lowestPrice?: Maybe<Scalars['Float']['output']>;
  marketName: Scalars['String']['output'];
  onSale: Scalars['Int']['output'];
  /** The operator's price, else the lowest copy on sale; null when neither. */
  price?: Maybe<Scalars['Float']['output']>;
  referencePrice?: Maybe<Scalars['Float']['output']>;
  /** The operator's price; null when none was set (copies keep the price they were listed at). */
  setPrice?: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptInvite: InviteAccepted;
  addNote: ActionResult;
  /** amount: signed EUR as the operator typed it ("-5.00"); a wrong one is a VALIDATION_FAILED result with the amount's message. */
  adjustBalance: ActionResult;
  approve: ActionResult;
  /** The second person's approval of a deposit refund (payouts.approve; never the person who prepared it). */
  approveDepositRefund: ActionResult;
  /** A paused bot sends nothing and its stock leaves the shop until resumed. */
  botAction: ActionResult;
  inviteStaff: ActionResult;
  offerAction: ActionResult;
  orderAction: ActionResult;
  payoutAction: ActionResult;
  /** Refunds what is left of a deposit to the card (orders.refund); above ADJUST_APPROVAL_EUR it waits for a second person. */
  refundDeposit: ActionResult;
  revokeStaff: ActionResult;
  /** Sends the shop's evidence to the provider: staged (submit false) or submitted (orders.refund). */
  sendDisputeEvidence: ActionResult;
  setFrozen: ActionResult;
  /** The operator's price for every copy of a market name on sale; `price` is typed EUR ("12.50"), checked by the API. */
  setPrice: ActionResult;
  setRolePermissions: ActionResult;
  /** Replaces the social links with these, in this order. */
  setSocialLinks: ActionResult;
  setStaffRole: ActionResult;
  signIn: ActionResult;
  signOut: ActionResult;
  /** One page's text in one language (English is the page's own text, the others' fallback). */
  updatePage: ActionResult;
  /** Changes only the settings given; `minTopUp` is typed EUR, checked by the API. */
  updateSettings: ActionResult;
};


export type MutationAcceptInviteArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAddNoteArgs = {
  customerId: Scalars['Int']['input'];
  text: Scalars['String']['input'];
};


export type MutationAdjustBalanceArgs = {
  amount: Scalars['String']['input'];
  customerId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationApproveArgs = {
  approvalId: Scalars['Int']['input'];
};


export type MutationApproveDepositRefundArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBotActionArgs = {
  action: BotAction;
  name: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationInviteStaffArgs = {
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
};


export type MutationOfferActionArgs = {
  action: OfferAction;
  offerId: Scalars['Int']['input'];
  price?: InputMaybe<Scalars['String']['input']>;
};


export type MutationOrderActionArgs = {
  action: OrderAction;
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPayoutActionArgs = {
  action: PayoutAction;
  offerId: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRefundDepositArgs = {
  depositId: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRevokeStaffArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSendDisputeEvidenceArgs = {
  id: Scalars['Int']['input'];
  submit: Scalars['Boolean']['input'];
};


export type MutationSetFrozenArgs = {
  customerId: Scalars['Int']['input'];
  frozen: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSetPriceArgs = {
  marketName: Scalars['String']['input'];
  price: Scalars['String']['input'];
};


export type MutationSetRolePermissionsArgs = {
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
};


export type MutationSetSocialLinksArgs = {
  links: Array<SocialLinkInput>;
};


export type MutationSetStaffRoleArgs = {
  id: Scalars['Int']['input'];
  role: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdatePageArgs = {
  content: Scalars['String']['input'];
  header: Scalars['String']['input'];
  languageId: Scalars['Int']['input'];
  slug: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationUpdateSettingsArgs = {
  copyright?: InputMaybe<Scalars['String']['input']>;
  googleTag?: InputMaybe<Scalars['String']['input']>;
  minTopUp?: InputMaybe<Scalars['String']['input']>;
  offerEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  requisites?: InputMaybe<Scalars['String']['input']>;
  supportEmail?: InputMaybe<Scalars['String']['input']>;
};

export type OfferAction =
  | 'QUOTE'
  | 'RECEIVE'
  | 'REJECT';

export type OrderAction =
  | 'CANCEL'
  | 'DELIVER'
  | 'FAIL'
  | 'RESEND';

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email?: Maybe<Scalars['String']['output']>;
  frozen: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  steamId?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  id: Scalars['Int']['output'];
  marketName: Scalars['String']['output'];
  /** EUR. */
  price: Scalars['Float']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<OrderItem>;
  order: OrderSummary;
  timeline: Array<TimelineEntry>;
  tradeOffers: Array<TradeOffer>;
};

export type OrderRow = {
  __typename?: 'OrderRow';
  createdAt: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  items: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  steamId?: Maybe<Scalars['String']['output']>;
  /** EUR. */
  total: Scalars['Float']['output'];
  userId: Scalars['Int']['output'];
};

export type OrderSummary = {
  __typename?: 'OrderSummary';
  createdAt: Scalars['Int']['output'];
  customer: OrderCustomer;
  id: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** EUR. */
  total: Scalars['Float']['output'];
};

export type PageText = {
  __typename?: 'PageText';
  content: Scalars['String']['output'];
  header: Scalars['String']['output'];
  languageId: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Payout = {
  __typename?: 'Payout';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  maskedIban?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  method: Scalars['String']['output'];
  offerId: Scalars['Int']['output'];
  reference?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type PayoutAction =
  | 'APPROVE'
  | 'COMPLETE'
  | 'FAIL';

export type PricePoint = {
  __typename?: 'PricePoint';
  /** A UTC day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** The shop's lowest listed price that day. */
  price: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  approvals: Array<Approval>;
  audit: Array<AuditRow>;
  bots: Array<Bot>;
  content: Content;
  customer: CustomerPage;
  customers: Array<CustomerRow>;
  /** Deposit refunds prepared by one person and waiting for another's approval; null without payouts.read. */
  depositRefunds?: Maybe<Array<DepositRefund>>;
  /** One dispute with the shop's evidence gathered in one page (customers.read). */
  dispute: DisputePage;
  /** Disputes and early fraud warnings, newest first (customers.read). */
  disputes: Array<Dispute>;
  /** The signed-in staff member, or null when there is no live staff session. */
  me?: Maybe<StaffMe>;
  offers: Array<QueuedOffer>;
  order: OrderPage;
  orders: Array<OrderRow>;
  payouts: Array<Payout>;
  /** Market names containing `q` (at least 2 characters), with what the shop knows of each. */
  prices: Array<MarketPrice>;
  roles: Array<Role>;
  settings: ShopSettings;
  staff: Array<StaffMember>;
  today: Today;
};


export type QueryAuditArgs = {
  filter: AuditFilter;
};


export type QueryCustomerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCustomersArgs = {
  q: Scalars['String']['input'];
};


export type QueryDisputeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDisputesArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOffersArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
  q: Scalars['String']['input'];
};


export type QueryPricesArgs = {
  q: Scalars['String']['input'];
};

export type QueuedOffer = {
  __typename?: 'QueuedOffer';
  createdAt: Scalars['Int']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  price?: Maybe<Scalars['Float']['output']>;
  protectionEndsAt?: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  tradeId?: Maybe<Scalars['String']['output']>;
};

/** One row of a customer's record (ledger, orders, offers, payouts, sign-ins, notes), as lines to read. */
export type RecordRow = {
  __typename?: 'RecordRow';
  /** EUR, when the row is about money. */
  amount?: Maybe<Scalars['Float']['output']>;
  at?: Maybe<Scalars['Int']['output']>;
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
};

export type ShopSettings = {
  __typename?: 'ShopSettings';
  copyright: Scalars['String']['output'];
  googleTag?: Maybe<Scalars['String']['output']>;
  /** EUR, the smallest top-up. */
  minTopUp: Scalars['Float']['output'];
  /** Customers may sell skins to the shop. */
  offerEnabled: Scalars['Boolean']['output'];
  /** OFFERS_ENABLED: when false the deploy keeps offers closed whatever offerEnabled says. */
  offersAllowed: Scalars['Boolean']['output'];
  requisites: Scalars['String']['output'];
  /** {host} becomes the shop's host name when served. */
  supportEmail: Scalars['String']['output'];
};

export type SocialLink = {
  __typename?: 'SocialLink';
  icon: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SocialLinkInput = {
  icon: Scalars['String']['input'];
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type StaffMe = {
  __typename?: 'StaffMe';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  permissions: Array<Scalars['String']['output']>;
  role: Scalars['String']['output'];
};

export type StaffMember = {
  __typename?: 'StaffMember';
  createdAt: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  enrolled: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['Int']['output']>;
  role: Scalars['String']['output'];
};

export type StaticPage = {
  __typename?: 'StaticPage';
  id: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  texts: Array<PageText>;
};

export type TimelineEntry = {
  __typename?: 'TimelineEntry';
  actor?: Maybe<Scalars['String']['output']>;
  at: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

/** What needs a person; each count is null when the member lacks the permission to act on it. */
export type Today = {
  __typename?: 'Today';
  adjustmentsToApprove?: Maybe<Scalars['Int']['output']>;
  botsInTrouble?: Maybe<Scalars['Int']['output']>;
  deliveries?: Maybe<Deliveries>;
  frozenWithOpenOrders?: Maybe<Scalars['Int']['output']>;
  offersToQuote?: Maybe<Scalars['Int']['output']>;
  payoutsToApprove?: Maybe<Scalars['Int']['output']>;
  payoutsToComplete?: Maybe<Scalars['Int']['output']>;
  skinsToReceive?: Maybe<Scalars['Int']['output']>;
};

export type TradeOffer = {
  __typename?: 'TradeOffer';
  botName?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  protectionEndsAt?: Maybe<Scalars['Int']['output']>;
  state: Scalars['String']['output'];
  steamOfferId?: Maybe<Scalars['String']['output']>;
  tradeId?: Maybe<Scalars['String']['output']>;
  updatedAt?: Maybe<Scalars['Int']['output']>;
};

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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionResult: ResolverTypeWrapper<ActionResult>;
  Approval: ResolverTypeWrapper<Approval>;
  AuditFilter: AuditFilter;
  AuditRow: ResolverTypeWrapper<AuditRow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Bot: ResolverTypeWrapper<Bot>;
  BotAction: BotAction;
  BotStock: ResolverTypeWrapper<BotStock>;
  Content: ResolverTypeWrapper<Content>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerRow: ResolverTypeWrapper<CustomerRow>;
  Deliveries: ResolverTypeWrapper<Deliveries>;
  DepositRefund: ResolverTypeWrapper<DepositRefund>;
  Dispute: ResolverTypeWrapper<Dispute>;
  DisputeEvidence: ResolverTypeWrapper<DisputeEvidence>;
  DisputePage: ResolverTypeWrapper<DisputePage>;
  EvidenceCustomer: ResolverTypeWrapper<EvidenceCustomer>;
  EvidenceDeposit: ResolverTypeWrapper<EvidenceDeposit>;
  EvidenceEmail: ResolverTypeWrapper<EvidenceEmail>;
  EvidenceItem: ResolverTypeWrapper<EvidenceItem>;
  EvidenceOrder: ResolverTypeWrapper<EvidenceOrder>;
  EvidenceSignIn: ResolverTypeWrapper<EvidenceSignIn>;
  EvidenceTradeOffer: ResolverTypeWrapper<EvidenceTradeOffer>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteAccepted: ResolverTypeWrapper<InviteAccepted>;
  Language: ResolverTypeWrapper<Language>;
  MarketPrice: ResolverTypeWrapper<MarketPrice>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfferAction: OfferAction;
  OrderAction: OrderAction;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderRow: ResolverTypeWrapper<OrderRow>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  PageText: ResolverTypeWrapper<PageText>;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutAction: PayoutAction;
  PricePoint: ResolverTypeWrapper<PricePoint>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedOffer: ResolverTypeWrapper<QueuedOffer>;
  RecordRow: ResolverTypeWrapper<RecordRow>;
  Role: ResolverTypeWrapper<Role>;
  ShopSettings: ResolverTypeWrapper<ShopSettings>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialLinkInput: SocialLinkInput;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaticPage: ResolverTypeWrapper<StaticPage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimelineEntry: ResolverTypeWrapper<TimelineEntry>;
  Today: ResolverTypeWrapper<Today>;
  TradeOffer: ResolverTypeWrapper<TradeOffer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionResult: ActionResult;
  Approval: Approval;
  AuditFilter: AuditFilter;
  AuditRow: AuditRow;
  Boolean: Scalars['Boolean']['output'];
  Bot: Bot;
  BotStock: BotStock;
  Content: Content;
  Customer: Customer;
  CustomerPage: CustomerPage;
  CustomerRow: CustomerRow;
  Deliveries: Deliveries;
  DepositRefund: DepositRefund;
  Dispute: Dispute;
  DisputeEvidence: DisputeEvidence;
  DisputePage: DisputePage;
  EvidenceCustomer: EvidenceCustomer;
  EvidenceDeposit: EvidenceDeposit;
  EvidenceEmail: EvidenceEmail;
  EvidenceItem: EvidenceItem;
  EvidenceOrder: EvidenceOrder;
  EvidenceSignIn: EvidenceSignIn;
  EvidenceTradeOffer: EvidenceTradeOffer;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  InviteAccepted: InviteAccepted;
  Language: Language;
  MarketPrice: MarketPrice;
  Mutation: Record<PropertyKey, never>;
  OrderCustomer: OrderCustomer;
  OrderItem: OrderItem;
  OrderPage: OrderPage;
  OrderRow: OrderRow;
  OrderSummary: OrderSummary;
  PageText: PageText;
  Payout: Payout;
  PricePoint: PricePoint;
  Query: Record<PropertyKey, never>;
  QueuedOffer: QueuedOffer;
  RecordRow: RecordRow;
  Role: Role;
  ShopSettings: ShopSettings;
  SocialLink: SocialLink;
  SocialLinkInput: SocialLinkInput;
  StaffMe: StaffMe;
  StaffMember: StaffMember;
  StaticPage: StaticPage;
  String: Scalars['String']['output'];
  TimelineEntry: TimelineEntry;
  Today: Today;
  TradeOffer: TradeOffer;
}>;

export type MaxLengthDirectiveArgs = {
  chars: Scalars['Int']['input'];
};

export type MaxLengthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = MaxLengthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = ResolversObject<{
  awaitingApproval?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  inviteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApprovalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Approval'] = ResolversParentTypes['Approval']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preparedAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preparedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditRow'] = ResolversParentTypes['AuditRow']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bot'] = ResolversParentTypes['Bot']> = ResolversObject<{
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastErrorAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastSyncAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOffers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pausedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['BotStock'], ParentType, ContextType>;
}>;

export type BotStockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BotStock'] = ResolversParentTypes['BotStock']> = ResolversObject<{
  heldByPause?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inOffers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content']> = ResolversObject<{
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['StaticPage']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frozenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steamVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  ledger?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
  signIns?: Resolver<Array<ResolversTypes['RecordRow']>, ParentType, ContextType>;
}>;

export type CustomerRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerRow'] = ResolversParentTypes['CustomerRow']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeliveriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Deliveries'] = ResolversParentTypes['Deliveries']> = ResolversObject<{
  errored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stuck?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DepositRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositRefund'] = ResolversParentTypes['DepositRefund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eur?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preparedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisputeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dispute'] = ResolversParentTypes['Dispute']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  depositId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  evidenceDueBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fundsWithdrawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisputeEvidenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisputeEvidence'] = ResolversParentTypes['DisputeEvidence']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['EvidenceCustomer'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['EvidenceDeposit'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['EvidenceEmail']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['EvidenceOrder']>, ParentType, ContextType>;
  signIns?: Resolver<Array<ResolversTypes['EvidenceSignIn']>, ParentType, ContextType>;
}>;

export type DisputePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisputePage'] = ResolversParentTypes['DisputePage']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidence?: Resolver<ResolversTypes['DisputeEvidence'], ParentType, ContextType>;
  evidenceDueBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  evidenceSubmittedAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fundsReinstated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fundsWithdrawn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EvidenceCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceCustomer'] = ResolversParentTypes['EvidenceCustomer']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typedSteamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedSteamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EvidenceDepositResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceDeposit'] = ResolversParentTypes['EvidenceDeposit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentIntent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  riskLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvidenceEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceEmail'] = ResolversParentTypes['EvidenceEmail']> = ResolversObject<{
  jobId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  queuedAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EvidenceItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceItem'] = ResolversParentTypes['EvidenceItem']> = ResolversObject<{
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvidenceOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceOrder'] = ResolversParentTypes['EvidenceOrder']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EvidenceItem']>, ParentType, ContextType>;
  paidFromBalance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tradeLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeOffers?: Resolver<Array<ResolversTypes['EvidenceTradeOffer']>, ParentType, ContextType>;
}>;

export type EvidenceSignInResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceSignIn'] = ResolversParentTypes['EvidenceSignIn']> = ResolversObject<{
  at?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EvidenceTradeOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EvidenceTradeOffer'] = ResolversParentTypes['EvidenceTradeOffer']> = ResolversObject<{
  bot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partnerSteamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steamOfferId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  steamTradeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InviteAcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteAccepted'] = ResolversParentTypes['InviteAccepted']> = ResolversObject<{
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketPrice'] = ResolversParentTypes['MarketPrice']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PricePoint']>, ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referencePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  setPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvite?: Resolver<ResolversTypes['InviteAccepted'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'password' | 'token'>>;
  addNote?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAddNoteArgs, 'customerId' | 'text'>>;
  adjustBalance?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdjustBalanceArgs, 'amount' | 'customerId' | 'reason'>>;
  approve?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationApproveArgs, 'approvalId'>>;
  approveDepositRefund?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationApproveDepositRefundArgs, 'id'>>;
  botAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationBotActionArgs, 'action' | 'name'>>;
  inviteStaff?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'email' | 'role'>>;
  offerAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationOfferActionArgs, 'action' | 'offerId'>>;
  orderAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationOrderActionArgs, 'action' | 'id'>>;
  payoutAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationPayoutActionArgs, 'action' | 'offerId'>>;
  refundDeposit?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRefundDepositArgs, 'depositId' | 'reason'>>;
  revokeStaff?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRevokeStaffArgs, 'id'>>;
  sendDisputeEvidence?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSendDisputeEvidenceArgs, 'id' | 'submit'>>;
  setFrozen?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetFrozenArgs, 'customerId' | 'frozen' | 'reason'>>;
  setPrice?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetPriceArgs, 'marketName' | 'price'>>;
  setRolePermissions?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetRolePermissionsArgs, 'name' | 'permissions'>>;
  setSocialLinks?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetSocialLinksArgs, 'links'>>;
  setStaffRole?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetStaffRoleArgs, 'id' | 'role'>>;
  signIn?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'code' | 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  updatePage?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationUpdatePageArgs, 'content' | 'header' | 'languageId' | 'slug' | 'title'>>;
  updateSettings?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, Partial<MutationUpdateSettingsArgs>>;
}>;

export type OrderCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frozen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  steamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['OrderSummary'], ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['TimelineEntry']>, ParentType, ContextType>;
  tradeOffers?: Resolver<Array<ResolversTypes['TradeOffer']>, ParentType, ContextType>;
}>;

export type OrderRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRow'] = ResolversParentTypes['OrderRow']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PageTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageText'] = ResolversParentTypes['PageText']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedIban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PricePointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PricePoint'] = ResolversParentTypes['PricePoint']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  approvals?: Resolver<Array<ResolversTypes['Approval']>, ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditRow']>, ParentType, ContextType, RequireFields<QueryAuditArgs, 'filter'>>;
  bots?: Resolver<Array<ResolversTypes['Bot']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType, RequireFields<QueryCustomersArgs, 'q'>>;
  depositRefunds?: Resolver<Maybe<Array<ResolversTypes['DepositRefund']>>, ParentType, ContextType>;
  dispute?: Resolver<ResolversTypes['DisputePage'], ParentType, ContextType, RequireFields<QueryDisputeArgs, 'id'>>;
  disputes?: Resolver<Array<ResolversTypes['Dispute']>, ParentType, ContextType, Partial<QueryDisputesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['StaffMe']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['QueuedOffer']>, ParentType, ContextType, Partial<QueryOffersArgs>>;
  order?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['OrderRow']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'q'>>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['MarketPrice']>, ParentType, ContextType, RequireFields<QueryPricesArgs, 'q'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['ShopSettings'], ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Today'], ParentType, ContextType>;
}>;

export type QueuedOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QueuedOffer'] = ResolversParentTypes['QueuedOffer']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  protectionEndsAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecordRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordRow'] = ResolversParentTypes['RecordRow']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  at?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShopSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopSettings'] = ResolversParentTypes['ShopSettings']> = ResolversObject<{
  copyright?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minTopUp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  offerEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offersAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requisites?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = ResolversObject<{
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMe'] = ResolversParentTypes['StaffMe']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StaticPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaticPage'] = ResolversParentTypes['StaticPage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['PageText']>, ParentType, ContextType>;
}>;

export type TimelineEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimelineEntry'] = ResolversParentTypes['TimelineEntry']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TodayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Today'] = ResolversParentTypes['Today']> = ResolversObject<{
  adjustmentsToApprove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  botsInTrouble?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveries?: Resolver<Maybe<ResolversTypes['Deliveries']>, ParentType, ContextType>;
  frozenWithOpenOrders?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offersToQuote?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payoutsToApprove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  payoutsToComplete?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  skinsToReceive?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type TradeOfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TradeOffer'] = ResolversParentTypes['TradeOffer']> = ResolversObject<{
  botName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protectionEndsAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  steamOfferId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActionResult?: ActionResultResolvers<ContextType>;
  Approval?: ApprovalResolvers<ContextType>;
  AuditRow?: AuditRowResolvers<ContextType>;
  Bot?: BotResolvers<ContextType>;
  BotStock?: BotStockResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  Deliveries?: DeliveriesResolvers<ContextType>;
  DepositRefund?: DepositRefundResolvers<ContextType>;
  Dispute?: DisputeResolvers<ContextType>;
  DisputeEvidence?: DisputeEvidenceResolvers<ContextType>;
  DisputePage?: DisputePageResolvers<ContextType>;
  EvidenceCustomer?: EvidenceCustomerResolvers<ContextType>;
  EvidenceDeposit?: EvidenceDepositResolvers<ContextType>;
  EvidenceEmail?: EvidenceEmailResolvers<ContextType>;
  EvidenceItem?: EvidenceItemResolvers<ContextType>;
  EvidenceOrder?: EvidenceOrderResolvers<ContextType>;
  EvidenceSignIn?: EvidenceSignInResolvers<ContextType>;
  EvidenceTradeOffer?: EvidenceTradeOfferResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  InviteAccepted?: InviteAcceptedResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  MarketPrice?: MarketPriceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderRow?: OrderRowResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  PageText?: PageTextResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PricePoint?: PricePointResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedOffer?: QueuedOfferResolvers<ContextType>;
  RecordRow?: RecordRowResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  ShopSettings?: ShopSettingsResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaticPage?: StaticPageResolvers<ContextType>;
  TimelineEntry?: TimelineEntryResolvers<ContextType>;
  Today?: TodayResolvers<ContextType>;
  TradeOffer?: TradeOfferResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  maxLength?: MaxLengthDirectiveResolver<any, any, ContextType>;
}>;
