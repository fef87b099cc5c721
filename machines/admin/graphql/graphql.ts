/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuditFilter = {
  action?: string | null | undefined;
  actor?: string | null | undefined;
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
  /** Unix seconds, inclusive. */
  from?: number | null | undefined;
  to?: number | null | undefined;
};

export type BotAction =
  | 'PAUSE'
  | 'RESUME'
  | 'SYNC';

export type OfferAction =
  | 'QUOTE'
  | 'RECEIVE'
  | 'REJECT';

export type OrderAction =
  | 'CANCEL'
  | 'DELIVER'
  | 'FAIL'
  | 'RESEND';

export type PayoutAction =
  | 'APPROVE'
  | 'COMPLETE'
  | 'FAIL';

export type SocialLinkInput = {
  icon: string;
  name: string;
  url: string;
};

export type AdminAuditQueryVariables = Exact<{
  filter: AuditFilter;
}>;


export type AdminAuditQuery = { audit: Array<{ id: string, at: number, actor: string, action: string, entity: string, entityId: string, reason: string | null, before: string | null, after: string | null, ip: string | null }> };

export type AdminPricesQueryVariables = Exact<{
  q: string;
}>;


export type AdminPricesQuery = { prices: Array<{ marketName: string, price: number | null, setPrice: number | null, lowestPrice: number | null, onSale: number, referencePrice: number | null, currency: string, history: Array<{ day: string, price: number }> }> };

export type AdminSetPriceMutationVariables = Exact<{
  marketName: string;
  price: string;
}>;


export type AdminSetPriceMutation = { setPrice: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminBotsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBotsQuery = { bots: Array<{ name: string, status: string, pausedReason: string | null, pausedAt: number | null, pausedBy: string | null, openOffers: number, lastError: string | null, lastErrorAt: number | null, lastSyncAt: number | null, stock: { onSale: number, locked: number, inOffers: number, heldByPause: number } }> };

export type AdminBotActionMutationVariables = Exact<{
  name: string;
  action: BotAction;
  reason?: string | null | undefined;
}>;


export type AdminBotActionMutation = { botAction: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminContentQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContentQuery = { content: { languages: Array<{ id: number, code: string, title: string }>, pages: Array<{ id: number, slug: string, texts: Array<{ languageId: number, title: string, header: string, content: string }> }>, socialLinks: Array<{ name: string, url: string, icon: string }> } };

export type AdminUpdatePageMutationVariables = Exact<{
  slug: string;
  languageId: number;
  title: string;
  header: string;
  content: string;
}>;


export type AdminUpdatePageMutation = { updatePage: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminSetSocialLinksMutationVariables = Exact<{
  links: Array<SocialLinkInput> | SocialLinkInput;
}>;


export type AdminSetSocialLinksMutation = { setSocialLinks: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { offerEnabled: boolean, offersAllowed: boolean, minTopUp: number, supportEmail: string, requisites: string, copyright: string, googleTag: string | null } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  offerEnabled?: boolean | null | undefined;
  minTopUp?: string | null | undefined;
  supportEmail?: string | null | undefined;
  requisites?: string | null | undefined;
  copyright?: string | null | undefined;
  googleTag?: string | null | undefined;
}>;


export type AdminUpdateSettingsMutation = { updateSettings: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminCustomersQueryVariables = Exact<{
  q: string;
}>;


export type AdminCustomersQuery = { customers: Array<{ id: number, email: string | null, name: string | null, steamId: string | null, frozen: boolean }> };

export type AdminCustomerQueryVariables = Exact<{
  id: number;
}>;


export type AdminCustomerQuery = { customer: { balance: number, customer: { id: number, email: string | null, name: string | null, steamId: string | null, steamVerified: boolean, frozen: boolean, frozenReason: string | null, createdAt: number }, ledger: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }>, orders: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }>, offers: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }>, payouts: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }>, signIns: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }>, notes: Array<{ id: string, at: number | null, title: string, detail: string | null, amount: number | null }> } };

export type RowFragment = { id: string, at: number | null, title: string, detail: string | null, amount: number | null };

export type AdminSetFrozenMutationVariables = Exact<{
  customerId: number;
  frozen: boolean;
  reason: string;
}>;


export type AdminSetFrozenMutation = { setFrozen: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminAdjustBalanceMutationVariables = Exact<{
  customerId: number;
  amount: string;
  reason: string;
}>;


export type AdminAdjustBalanceMutation = { adjustBalance: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminAddNoteMutationVariables = Exact<{
  customerId: number;
  text: string;
}>;


export type AdminAddNoteMutation = { addNote: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminDisputesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDisputesQuery = { disputes: Array<{ id: number, providerId: string, kind: string, depositId: number, userId: number, email: string | null, status: string, reason: string, amount: number, currency: string, evidenceDueBy: number | null, fundsWithdrawn: boolean, createdAt: number }>, depositRefunds: Array<{ id: number, depositId: number, userId: number, amount: number, eur: number, reason: string, preparedBy: string, createdAt: number }> | null };

export type AdminDisputeQueryVariables = Exact<{
  id: number;
}>;


export type AdminDisputeQuery = { dispute: { id: number, providerId: string, kind: string, status: string, reason: string, amount: number, currency: string, evidenceDueBy: number | null, evidenceSubmittedAt: number | null, fundsWithdrawn: boolean, fundsReinstated: boolean, taken: number, fee: number, evidence: { deposit: { id: number, amount: number, currency: string, status: string, email: string | null, paymentType: string | null, reference: string | null, riskLevel: string | null, refunded: number, createdAt: number }, customer: { id: number, email: string | null, name: string, verifiedSteamId: string | null, typedSteamId: string | null, balance: number, frozen: boolean, holdReason: string | null, createdAt: number }, signIns: Array<{ at: number, ip: string, userAgent: string, method: string }>, orders: Array<{ id: number, status: string, total: number, paidFromBalance: boolean, createdAt: number, items: Array<{ itemId: number, title: string, price: number }>, tradeOffers: Array<{ id: number, bot: string, state: string, steamOfferId: string | null, steamTradeId: string | null, partnerSteamId: string | null, updatedAt: number }> }>, emails: Array<{ jobId: number, template: string | null, status: string, queuedAt: number, sentAt: number | null }> } } };

export type AdminSendDisputeEvidenceMutationVariables = Exact<{
  id: number;
  submit: boolean;
}>;


export type AdminSendDisputeEvidenceMutation = { sendDisputeEvidence: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminRefundDepositMutationVariables = Exact<{
  depositId: string;
  reason: string;
}>;


export type AdminRefundDepositMutation = { refundDeposit: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminApproveDepositRefundMutationVariables = Exact<{
  id: number;
}>;


export type AdminApproveDepositRefundMutation = { approveDepositRefund: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminOffersQueryVariables = Exact<{
  status?: string | null | undefined;
}>;


export type AdminOffersQuery = { offers: Array<{ id: number, status: string, title: string, email: string | null, price: number | null, currency: string | null, tradeId: string | null, protectionEndsAt: number | null, createdAt: number }> };

export type AdminOfferActionMutationVariables = Exact<{
  offerId: number;
  action: OfferAction;
  price?: string | null | undefined;
}>;


export type AdminOfferActionMutation = { offerAction: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminOrdersQueryVariables = Exact<{
  q: string;
}>;


export type AdminOrdersQuery = { orders: Array<{ id: number, status: string, total: number, createdAt: number, userId: number, email: string | null, steamId: string | null, items: number }> };

export type AdminOrderQueryVariables = Exact<{
  id: number;
}>;


export type AdminOrderQuery = { order: { order: { id: number, status: string, total: number, createdAt: number, customer: { id: number, email: string | null, steamId: string | null, frozen: boolean } }, items: Array<{ id: number, marketName: string, price: number }>, tradeOffers: Array<{ id: number, steamOfferId: string | null, botName: string | null, state: string, code: string | null, tradeId: string | null, protectionEndsAt: number | null, error: string | null, createdAt: number, updatedAt: number | null }>, timeline: Array<{ at: number, kind: string, text: string, actor: string | null, reason: string | null }> } };

export type AdminOrderActionMutationVariables = Exact<{
  id: number;
  action: OrderAction;
  reason?: string | null | undefined;
}>;


export type AdminOrderActionMutation = { orderAction: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPayoutsQuery = { payouts: Array<{ id: number, offerId: number, email: string | null, method: string, status: string, amount: number, currency: string, firstName: string | null, lastName: string | null, maskedIban: string | null, reference: string | null, message: string | null, createdAt: number }>, approvals: Array<{ id: number, kind: string, entityId: number, amount: number, reason: string | null, preparedBy: string, preparedAt: number }> };

export type AdminPayoutActionMutationVariables = Exact<{
  offerId: number;
  action: PayoutAction;
  reason?: string | null | undefined;
}>;


export type AdminPayoutActionMutation = { payoutAction: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminApproveMutationVariables = Exact<{
  approvalId: number;
}>;


export type AdminApproveMutation = { approve: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: number, email: string, role: string, permissions: Array<string> } | null };

export type AdminSignInMutationVariables = Exact<{
  email: string;
  password: string;
  code: string;
}>;


export type AdminSignInMutation = { signIn: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { signOut: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminAcceptInviteMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AdminAcceptInviteMutation = { acceptInvite: { otpauthUri: string | null, recoveryCodes: Array<string>, result: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } } };

export type ResultFragment = { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> };

export type AdminStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffQuery = { staff: Array<{ id: number, email: string, role: string, enrolled: boolean, createdAt: number, revokedAt: number | null }>, roles: Array<{ name: string, permissions: Array<string> }> };

export type AdminInviteStaffMutationVariables = Exact<{
  email: string;
  role: string;
}>;


export type AdminInviteStaffMutation = { inviteStaff: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminRevokeStaffMutationVariables = Exact<{
  id: number;
}>;


export type AdminRevokeStaffMutation = { revokeStaff: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminSetStaffRoleMutationVariables = Exact<{
  id: number;
  role: string;
}>;


export type AdminSetStaffRoleMutation = { setStaffRole: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminSetRolePermissionsMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type AdminSetRolePermissionsMutation = { setRolePermissions: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTodayQuery = { today: { offersToQuote: number | null, skinsToReceive: number | null, payoutsToComplete: number | null, payoutsToApprove: number | null, adjustmentsToApprove: number | null, botsInTrouble: number | null, frozenWithOpenOrders: number | null, deliveries: { paused: number, manual: number, errored: number, overdue: number, stuck: number } | null } };

export const RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<RowFragment, unknown>;
export const ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUrl"}}]}}]} as unknown as DocumentNode<ResultFragment, unknown>;
export const AdminAuditDocument = {"__meta__":{"operationName":"AdminAudit","hash":"sha256:00df58553d39db6a306e53c1f3eb111e76985c15c4fe1171b40e5775cb8a285f"}} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminPricesDocument = {"__meta__":{"operationName":"AdminPrices","hash":"sha256:8f0b47173b3aa46e97b32182ef0ee97148284be3c43989e13f39e2763f2f8bc8"}} as unknown as DocumentNode<AdminPricesQuery, AdminPricesQueryVariables>;
export const AdminSetPriceDocument = {"__meta__":{"operationName":"AdminSetPrice","hash":"sha256:dd1bf097020f88dc917b2aac2ed26f2ad3198eb16fe5e21f1c70ec7f967644e0"}} as unknown as DocumentNode<AdminSetPriceMutation, AdminSetPriceMutationVariables>;
export const AdminBotsDocument = {"__meta__":{"operationName":"AdminBots","hash":"sha256:9fe92df45537517af46f01c6807e3135886df848e7d07ee75ba9c22c08441853"}} as unknown as DocumentNode<AdminBotsQuery, AdminBotsQueryVariables>;
export const AdminBotActionDocument = {"__meta__":{"operationName":"AdminBotAction","hash":"sha256:641185b5c8c0e30a0a9cd10fdc373da43d33764f0f40d5272b45dbb32b5776b1"}} as unknown as DocumentNode<AdminBotActionMutation, AdminBotActionMutationVariables>;
export const AdminContentDocument = {"__meta__":{"operationName":"AdminContent","hash":"sha256:bfa987e2be83259e59d38906818cedfbcf9fc12ff6b44a0dc3f215bef628ba72"}} as unknown as DocumentNode<AdminContentQuery, AdminContentQueryVariables>;
export const AdminUpdatePageDocument = {"__meta__":{"operationName":"AdminUpdatePage","hash":"sha256:764b16ca2fec2bc00e7ca3a6ec1dd8ed9d64de70b1856a4a5174b1d45181ecb2"}} as unknown as DocumentNode<AdminUpdatePageMutation, AdminUpdatePageMutationVariables>;
export const AdminSetSocialLinksDocument = {"__meta__":{"operationName":"AdminSetSocialLinks","hash":"sha256:a829f8d773d9b190933bba4c414b99e854a6885b2ace476d565e2107ee90ec6f"}} as unknown as DocumentNode<AdminSetSocialLinksMutation, AdminSetSocialLinksMutationVariables>;
export const AdminSettingsDocument = {"__meta__":{"operationName":"AdminSettings","hash":"sha256:af07bad5a13735ccb745c5cb1472a6ebe2187dcf3c6efd0c5cf1c0f431a401a6"}} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const AdminUpdateSettingsDocument = {"__meta__":{"operationName":"AdminUpdateSettings","hash":"sha256:a907a92209a20bae7b5fca6d8822a6d53d4bb0c19c2473380f0c8a5e5c21f5b4"}} as unknown as DocumentNode<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;
export const AdminCustomersDocument = {"__meta__":{"operationName":"AdminCustomers","hash":"sha256:28e007b9a1e5b0fab9aab16d149e6513511a19d20a59ff53fc9a418a9b904071"}} as unknown as DocumentNode<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"operationName":"AdminCustomer","hash":"sha256:7560d690a7a39427a21080b735512450339c76c04c6592b71fc111675f277518"}} as unknown as DocumentNode<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminSetFrozenDocument = {"__meta__":{"operationName":"AdminSetFrozen","hash":"sha256:b73f011849a093d0db37dc956e0b5c0adf0954196a916db0c6bea4d8d62a51be"}} as unknown as DocumentNode<AdminSetFrozenMutation, AdminSetFrozenMutationVariables>;
export const AdminAdjustBalanceDocument = {"__meta__":{"operationName":"AdminAdjustBalance","hash":"sha256:13df3543898d27fc39321ef2d961e0393c404782a2e732803ce64c1a4d0230f5"}} as unknown as DocumentNode<AdminAdjustBalanceMutation, AdminAdjustBalanceMutationVariables>;
export const AdminAddNoteDocument = {"__meta__":{"operationName":"AdminAddNote","hash":"sha256:1c1e528209c9acc330ee43bca0f5ada1a4136b8620d68799ff30e742ee7d2bf8"}} as unknown as DocumentNode<AdminAddNoteMutation, AdminAddNoteMutationVariables>;
export const AdminDisputesDocument = {"__meta__":{"operationName":"AdminDisputes","hash":"sha256:366e30bb1c5d39df3db1174655d2a6552b5ac8a5b6fb1f883c358ae836dfe2c6"}} as unknown as DocumentNode<AdminDisputesQuery, AdminDisputesQueryVariables>;
export const AdminDisputeDocument = {"__meta__":{"operationName":"AdminDispute","hash":"sha256:be9b88e755eb35defabefb34062f0750a06abd1c78c7635052e91b5f3a29c755"}} as unknown as DocumentNode<AdminDisputeQuery, AdminDisputeQueryVariables>;
export const AdminSendDisputeEvidenceDocument = {"__meta__":{"operationName":"AdminSendDisputeEvidence","hash":"sha256:b2d7b33bcd0463264816f3b4cbb6fd28cc82bd4fd1e868f896f7182a69b96770"}} as unknown as DocumentNode<AdminSendDisputeEvidenceMutation, AdminSendDisputeEvidenceMutationVariables>;
export const AdminRefundDepositDocument = {"__meta__":{"operationName":"AdminRefundDeposit","hash":"sha256:ce402bcb98762f61a8e360d192a14e40181a25e9e520835fc824058178ec72f6"}} as unknown as DocumentNode<AdminRefundDepositMutation, AdminRefundDepositMutationVariables>;
export const AdminApproveDepositRefundDocument = {"__meta__":{"operationName":"AdminApproveDepositRefund","hash":"sha256:9159478cc6314e91c23e01f3f10c0ff4cc0b959c3ab5110b17996a6e405e5101"}} as unknown as DocumentNode<AdminApproveDepositRefundMutation, AdminApproveDepositRefundMutationVariables>;
export const AdminOffersDocument = {"__meta__":{"operationName":"AdminOffers","hash":"sha256:9803eeae407bf548d8f751f7c24ce6ef2147a1dc8871a24ff6fa47eaf2d9c8b2"}} as unknown as DocumentNode<AdminOffersQuery, AdminOffersQueryVariables>;
export const AdminOfferActionDocument = {"__meta__":{"operationName":"AdminOfferAction","hash":"sha256:6cc1ad15bac619f5ca41f44e6f811ea555afd26fc78288e1c63425f4a3917352"}} as unknown as DocumentNode<AdminOfferActionMutation, AdminOfferActionMutationVariables>;
export const AdminOrdersDocument = {"__meta__":{"operationName":"AdminOrders","hash":"sha256:59ca919d6a8540b9ca157fa1a14e7fa02b076490551936ad48275cab0202fc92"}} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"__meta__":{"operationName":"AdminOrder","hash":"sha256:01fd0a4703fdaa120d267785b522d1bcc13c8871652ef61bce1f61eab0322cc8"}} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminOrderActionDocument = {"__meta__":{"operationName":"AdminOrderAction","hash":"sha256:5a714901f3ff9e5189672a7fef0c542215b35302cbf5cbd76b27e44909d54c3b"}} as unknown as DocumentNode<AdminOrderActionMutation, AdminOrderActionMutationVariables>;
export const AdminPayoutsDocument = {"__meta__":{"operationName":"AdminPayouts","hash":"sha256:97f8a9926159ff041c7e0f8a7c5a9230e653bb9731518f15f85b813afbf775c2"}} as unknown as DocumentNode<AdminPayoutsQuery, AdminPayoutsQueryVariables>;
export const AdminPayoutActionDocument = {"__meta__":{"operationName":"AdminPayoutAction","hash":"sha256:0d8d2b39c47960cd53babed0e03a36866f7ff6a7c80f8b821f27dce6533cf964"}} as unknown as DocumentNode<AdminPayoutActionMutation, AdminPayoutActionMutationVariables>;
export const AdminApproveDocument = {"__meta__":{"operationName":"AdminApprove","hash":"sha256:82ba3be5c36d0099fe26068ebde7f48e112644ca1acab9a2c884dbebe6acc586"}} as unknown as DocumentNode<AdminApproveMutation, AdminApproveMutationVariables>;
export const AdminMeDocument = {"__meta__":{"operationName":"AdminMe","hash":"sha256:9477800d76f81d9d063406631ad23eecbd852aebe813ffc5d48d4bfdba9a6c59"}} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminSignInDocument = {"__meta__":{"operationName":"AdminSignIn","hash":"sha256:2a7e330da054f5e930d6ece3733bd197277c795d06720c551275fc41526de75d"}} as unknown as DocumentNode<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminSignOutDocument = {"__meta__":{"operationName":"AdminSignOut","hash":"sha256:5695b08fe0e20cf8905b26aab32ec03931a42b746243aaca0c030e19b9472da6"}} as unknown as DocumentNode<AdminSignOutMutation, AdminSignOutMutationVariables>;
export const AdminAcceptInviteDocument = {"__meta__":{"operationName":"AdminAcceptInvite","hash":"sha256:51c287eab34ed173a5365565108cc1eba22f609d2f7f820e58cf896a6a91e7f0"}} as unknown as DocumentNode<AdminAcceptInviteMutation, AdminAcceptInviteMutationVariables>;
export const AdminStaffDocument = {"__meta__":{"operationName":"AdminStaff","hash":"sha256:3a8334890cd187c773358a7caed846a29405355e9c0e81bed49080aec838800d"}} as unknown as DocumentNode<AdminStaffQuery, AdminStaffQueryVariables>;
export const AdminInviteStaffDocument = {"__meta__":{"operationName":"AdminInviteStaff","hash":"sha256:58eb59180954dd3fc63a817132878553f19056389d6eb216bc62c75676afd21a"}} as unknown as DocumentNode<AdminInviteStaffMutation, AdminInviteStaffMutationVariables>;
export const AdminRevokeStaffDocument = {"__meta__":{"operationName":"AdminRevokeStaff","hash":"sha256:77c97ff98a42e72d13808358f5fcec2024dd233f46306ffff50a883b7b4dc09d"}} as unknown as DocumentNode<AdminRevokeStaffMutation, AdminRevokeStaffMutationVariables>;
export const AdminSetStaffRoleDocument = {"__meta__":{"operationName":"AdminSetStaffRole","hash":"sha256:7be82bc4249a8327772feace4ed9efcff40f19e0ac8d1dd4ff02bb1b7b613a57"}} as unknown as DocumentNode<AdminSetStaffRoleMutation, AdminSetStaffRoleMutationVariables>;
export const AdminSetRolePermissionsDocument = {"__meta__":{"operationName":"AdminSetRolePermissions","hash":"sha256:6e445a19f44724bf580450b1cc7b492e2397b79fd388b6346c823be2d2eb53f2"}} as unknown as DocumentNode<AdminSetRolePermissionsMutation, AdminSetRolePermissionsMutationVariables>;
export const AdminTodayDocument = {"__meta__":{"operationName":"AdminToday","hash":"sha256:0a0c6449a2c175cd976de1556280a71fd2a55d7833955cafad6fe19504fccf8f"}} as unknown as DocumentNode<AdminTodayQuery, AdminTodayQueryVariables>;