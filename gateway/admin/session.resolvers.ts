import type { MutationResolvers, QueryResolvers } from './generated/resolvers-types';
import { actionResult, ADMIN_API, readPayload, type AdminResponse } from './admin-rest';

interface MeAnswer {
  id: number;
  email: string;
  role: string;
  permissions: string[];
}

/** No staff session is not an error here: the console asks this first, and shows sign-in on null. */
const me: QueryResolvers['me'] = async (_parent, _args, { rest }) => {
  const response = await rest.get<AdminResponse<MeAnswer>['body']>(`${ADMIN_API}/me`);
  if (response.status === 401) return null;
  return readPayload(response);
};

const signIn: MutationResolvers['signIn'] = async (_parent, { email, password, code }, { rest }) => {
  const response = await rest.post<AdminResponse<unknown>['body']>(`${ADMIN_API}/login`, { email, password, code });
  // A wrong password or code is 401 on some paths; at sign-in it means "refused", never "go and sign in".
  if (response.status === 401) return { ...actionResult({ ...response, status: 422 }), errorCode: response.body.error_code ?? 'INVALID_CREDENTIALS' };
  return actionResult(response);
};

const signOut: MutationResolvers['signOut'] = async (_parent, _args, { rest }) => {
  const response = await rest.post<AdminResponse<unknown>['body']>(`${ADMIN_API}/logout`, {});
  // Already signed out is what the operator wanted.
  if (response.status === 401) return { ok: true, errorCode: null, message: null, fieldErrors: [], awaitingApproval: false, inviteUrl: null };
  return actionResult(response);
};

const acceptInvite: MutationResolvers['acceptInvite'] = async (_parent, { token, password }, { rest }) => {
  const response = await rest.post<AdminResponse<{ otpauth_uri: string; recovery_codes: string[] }>['body']>(`${ADMIN_API}/invite/accept`, { token, password });
  const result = actionResult(response.status === 401 ? { ...response, status: 422 } : response);
  const payload = result.ok ? response.body.payload : undefined;
  return { result, otpauthUri: payload?.otpauth_uri ?? null, recoveryCodes: payload?.recovery_codes ?? [] };
};

export const sessionResolvers = { Query: { me }, Mutation: { signIn, signOut, acceptInvite } };
