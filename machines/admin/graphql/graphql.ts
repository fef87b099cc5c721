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

export type AdminAuditQueryVariables = Exact<{
  filter: AuditFilter;
}>;


export type AdminAuditQuery = { audit: Array<{ id: string, at: number, actor: string, action: string, entity: string, entityId: string, reason: string | null, before: string | null, after: string | null, ip: string | null }> };

export type AdminCustomersQueryVariables = Exact<{
  q: string;
}>;


export type AdminCustomersQuery = { customers: Array<{ id: number, email: string | null, name: string | null, steamId: string | null, frozen: boolean }> };

export type AdminCustomerQueryVariables = Exact<{
  id: number;
}>;


export type AdminCustomerQuery = { customer: { balanceCents: number, customer: { id: number, email: string | null, name: string | null, steamId: string | null, steamVerified: boolean, frozen: boolean, frozenReason: string | null, createdAt: number }, ledger: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }>, orders: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }>, offers: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }>, payouts: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }>, signIns: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }>, notes: Array<{ id: string, at: number | null, title: string, detail: string | null, amountCents: number | null }> } };

export type RowFragment = { id: string, at: number | null, title: string, detail: string | null, amountCents: number | null };

export type AdminSetFrozenMutationVariables = Exact<{
  customerId: number;
  frozen: boolean;
  reason: string;
}>;


export type AdminSetFrozenMutation = { setFrozen: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminAdjustBalanceMutationVariables = Exact<{
  customerId: number;
  amount: number;
  reason: string;
}>;


export type AdminAdjustBalanceMutation = { adjustBalance: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

export type AdminAddNoteMutationVariables = Exact<{
  customerId: number;
  text: string;
}>;


export type AdminAddNoteMutation = { addNote: { ok: boolean, errorCode: string | null, message: string | null, awaitingApproval: boolean, inviteUrl: string | null, fieldErrors: Array<{ field: string, messages: Array<string> }> } };

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


export type AdminOrdersQuery = { orders: Array<{ id: number, status: string, totalCents: number, createdAt: number, userId: number, email: string | null, steamId: string | null, items: number }> };

export type AdminOrderQueryVariables = Exact<{
  id: number;
}>;


export type AdminOrderQuery = { order: { order: { id: number, status: string, totalCents: number, createdAt: number, customer: { id: number, email: string | null, steamId: string | null, frozen: boolean } }, items: Array<{ id: number, marketName: string, priceCents: number }>, tradeOffers: Array<{ id: number, steamOfferId: string | null, botName: string | null, state: string, code: string | null, tradeId: string | null, protectionEndsAt: number | null, error: string | null, createdAt: number, updatedAt: number | null }>, timeline: Array<{ at: number, kind: string, text: string, actor: string | null, reason: string | null }> } };

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

export const RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]} as unknown as DocumentNode<RowFragment, unknown>;
export const ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaitingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"inviteUrl"}}]}}]} as unknown as DocumentNode<ResultFragment, unknown>;
export const AdminAuditDocument = {"__meta__":{"operationName":"AdminAudit","hash":"sha256:00df58553d39db6a306e53c1f3eb111e76985c15c4fe1171b40e5775cb8a285f"}} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminCustomersDocument = {"__meta__":{"operationName":"AdminCustomers","hash":"sha256:28e007b9a1e5b0fab9aab16d149e6513511a19d20a59ff53fc9a418a9b904071"}} as unknown as DocumentNode<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"operationName":"AdminCustomer","hash":"sha256:45efeb34407e965d822cab6b10ac9cfa4e1dc6550bd05831756e6ac5175eb1be"}} as unknown as DocumentNode<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminSetFrozenDocument = {"__meta__":{"operationName":"AdminSetFrozen","hash":"sha256:b73f011849a093d0db37dc956e0b5c0adf0954196a916db0c6bea4d8d62a51be"}} as unknown as DocumentNode<AdminSetFrozenMutation, AdminSetFrozenMutationVariables>;
export const AdminAdjustBalanceDocument = {"__meta__":{"operationName":"AdminAdjustBalance","hash":"sha256:bab8f07ee700d3e5835320873a6e01ce077e60ae7cc89b0499e33df771de20a8"}} as unknown as DocumentNode<AdminAdjustBalanceMutation, AdminAdjustBalanceMutationVariables>;
export const AdminAddNoteDocument = {"__meta__":{"operationName":"AdminAddNote","hash":"sha256:1c1e528209c9acc330ee43bca0f5ada1a4136b8620d68799ff30e742ee7d2bf8"}} as unknown as DocumentNode<AdminAddNoteMutation, AdminAddNoteMutationVariables>;
export const AdminOffersDocument = {"__meta__":{"operationName":"AdminOffers","hash":"sha256:9803eeae407bf548d8f751f7c24ce6ef2147a1dc8871a24ff6fa47eaf2d9c8b2"}} as unknown as DocumentNode<AdminOffersQuery, AdminOffersQueryVariables>;
export const AdminOfferActionDocument = {"__meta__":{"operationName":"AdminOfferAction","hash":"sha256:6cc1ad15bac619f5ca41f44e6f811ea555afd26fc78288e1c63425f4a3917352"}} as unknown as DocumentNode<AdminOfferActionMutation, AdminOfferActionMutationVariables>;
export const AdminOrdersDocument = {"__meta__":{"operationName":"AdminOrders","hash":"sha256:f3a28c0cdfffae3801d63f01536344fbb5a48f49e08e36109bc47a70cb2537dd"}} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderDocument = {"__meta__":{"operationName":"AdminOrder","hash":"sha256:8442e83c029acc1dfa029b5f924465c1eb95561473b720c03b33bee670815ca3"}} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
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