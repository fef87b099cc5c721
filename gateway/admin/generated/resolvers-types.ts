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
  balanceCents: Scalars['Int']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  acceptInvite: InviteAccepted;
  addNote: ActionResult;
  adjustBalance: ActionResult;
  approve: ActionResult;
  inviteStaff: ActionResult;
  offerAction: ActionResult;
  orderAction: ActionResult;
  payoutAction: ActionResult;
  revokeStaff: ActionResult;
  setFrozen: ActionResult;
  setRolePermissions: ActionResult;
  setStaffRole: ActionResult;
  signIn: ActionResult;
  signOut: ActionResult;
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
  amount: Scalars['Float']['input'];
  customerId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationApproveArgs = {
  approvalId: Scalars['Int']['input'];
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


export type MutationRevokeStaffArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSetFrozenArgs = {
  customerId: Scalars['Int']['input'];
  frozen: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
};


export type MutationSetRolePermissionsArgs = {
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
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
  priceCents: Scalars['Int']['output'];
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
  totalCents: Scalars['Int']['output'];
  userId: Scalars['Int']['output'];
};

export type OrderSummary = {
  __typename?: 'OrderSummary';
  createdAt: Scalars['Int']['output'];
  customer: OrderCustomer;
  id: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
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

export type Query = {
  __typename?: 'Query';
  approvals: Array<Approval>;
  audit: Array<AuditRow>;
  customer: CustomerPage;
  customers: Array<CustomerRow>;
  /** The signed-in staff member, or null when there is no live staff session. */
  me?: Maybe<StaffMe>;
  offers: Array<QueuedOffer>;
  order: OrderPage;
  orders: Array<OrderRow>;
  payouts: Array<Payout>;
  roles: Array<Role>;
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


export type QueryOffersArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrdersArgs = {
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
  amountCents?: Maybe<Scalars['Int']['output']>;
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
  Customer: ResolverTypeWrapper<Customer>;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerRow: ResolverTypeWrapper<CustomerRow>;
  Deliveries: ResolverTypeWrapper<Deliveries>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteAccepted: ResolverTypeWrapper<InviteAccepted>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfferAction: OfferAction;
  OrderAction: OrderAction;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderRow: ResolverTypeWrapper<OrderRow>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutAction: PayoutAction;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedOffer: ResolverTypeWrapper<QueuedOffer>;
  RecordRow: ResolverTypeWrapper<RecordRow>;
  Role: ResolverTypeWrapper<Role>;
  StaffMe: ResolverTypeWrapper<StaffMe>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
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
  Customer: Customer;
  CustomerPage: CustomerPage;
  CustomerRow: CustomerRow;
  Deliveries: Deliveries;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  InviteAccepted: InviteAccepted;
  Mutation: Record<PropertyKey, never>;
  OrderCustomer: OrderCustomer;
  OrderItem: OrderItem;
  OrderPage: OrderPage;
  OrderRow: OrderRow;
  OrderSummary: OrderSummary;
  Payout: Payout;
  Query: Record<PropertyKey, never>;
  QueuedOffer: QueuedOffer;
  RecordRow: RecordRow;
  Role: Role;
  StaffMe: StaffMe;
  StaffMember: StaffMember;
  String: Scalars['String']['output'];
  TimelineEntry: TimelineEntry;
  Today: Today;
  TradeOffer: TradeOffer;
}>;

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
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InviteAcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteAccepted'] = ResolversParentTypes['InviteAccepted']> = ResolversObject<{
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvite?: Resolver<ResolversTypes['InviteAccepted'], ParentType, ContextType, RequireFields<MutationAcceptInviteArgs, 'password' | 'token'>>;
  addNote?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAddNoteArgs, 'customerId' | 'text'>>;
  adjustBalance?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdjustBalanceArgs, 'amount' | 'customerId' | 'reason'>>;
  approve?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationApproveArgs, 'approvalId'>>;
  inviteStaff?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationInviteStaffArgs, 'email' | 'role'>>;
  offerAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationOfferActionArgs, 'action' | 'offerId'>>;
  orderAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationOrderActionArgs, 'action' | 'id'>>;
  payoutAction?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationPayoutActionArgs, 'action' | 'offerId'>>;
  revokeStaff?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRevokeStaffArgs, 'id'>>;
  setFrozen?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetFrozenArgs, 'customerId' | 'frozen' | 'reason'>>;
  setRolePermissions?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetRolePermissionsArgs, 'name' | 'permissions'>>;
  setStaffRole?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSetStaffRoleArgs, 'id' | 'role'>>;
  signIn?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'code' | 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
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
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  approvals?: Resolver<Array<ResolversTypes['Approval']>, ParentType, ContextType>;
  audit?: Resolver<Array<ResolversTypes['AuditRow']>, ParentType, ContextType, RequireFields<QueryAuditArgs, 'filter'>>;
  customer?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType, RequireFields<QueryCustomersArgs, 'q'>>;
  me?: Resolver<Maybe<ResolversTypes['StaffMe']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['QueuedOffer']>, ParentType, ContextType, Partial<QueryOffersArgs>>;
  order?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['OrderRow']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'q'>>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
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
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
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
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  Deliveries?: DeliveriesResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  InviteAccepted?: InviteAcceptedResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderRow?: OrderRowResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedOffer?: QueuedOfferResolvers<ContextType>;
  RecordRow?: RecordRowResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  StaffMe?: StaffMeResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  TimelineEntry?: TimelineEntryResolvers<ContextType>;
  Today?: TodayResolvers<ContextType>;
  TradeOffer?: TradeOfferResolvers<ContextType>;
}>;

