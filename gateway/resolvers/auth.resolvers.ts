import { TWO_FACTOR_CONFIG } from '../../contract/rules/two-factor';
import { accountUnverified, upstreamFailure } from '../errors';
import type { RestResponse } from '../rest-client';
import type { RegisterRequest } from '../../contract/accounts.contract';
import type { SignInEnvelope } from '../../contract/routes';
import type { MutationResolvers, Resolvers, ResolversTypes } from '../generated/resolvers-types';
import { failureResult, isOkEnvelope } from '../result-table';
import { toProfile } from './profile.mapper';

// Sign-in, two-factor, registration and sign-out (spec §4). The API sets and clears the session and
// challenge cookies; the gateway relays its Set-Cookie to the browser (app.ts).

/** Spec §3/§9: the two-factor defaults when the API leaves its config out. */

type SignedIn = ResolversTypes['SignedIn'] & { __typename: 'SignedIn' };

/** A 200 OK envelope with the profile → SignedIn; undefined for any other answer. */
function signedIn(response: RestResponse<SignInEnvelope>): SignedIn | undefined {
  if (!isOkEnvelope(response)) return undefined;
  const { message, payload } = response.body;
  if (!payload) throw upstreamFailure();
  return { __typename: 'SignedIn', message: message ?? '', profile: toProfile(payload) };
}

/** LoginInput.email is REST's `username`. */
const loginField = (field: string) => (field === 'username' ? 'email' : field);

const login: MutationResolvers['login'] = async (_parent, { input }, { rest }) => {
  const response = await rest.post('/login', {
    username: input.email,
    password: input.password,
    currency: input.currency,
  });
  const success = signedIn(response);
  if (success) return success;
  const { status, body } = response;
  if (status === 403 && body.error_code === 'NEEDS_2FA') {
    return {
      __typename: 'TwoFactorRequired',
      message: body.message ?? '',
      codeLength: body.config?.code_length ?? TWO_FACTOR_CONFIG.code_length,
      expiryMinutes: body.config?.expiry_minutes ?? TWO_FACTOR_CONFIG.expiry_minutes,
    };
  }
  // Spec §7: a VERIFY answer is an unconfirmed address whatever its code says.
  if (status === 403 && body.status === 'VERIFY') return accountUnverified(body.message);
  return failureResult(response, ['AccountUnverified'], { renameField: loginField });
};

const verifyTwoFactor: MutationResolvers['verifyTwoFactor'] = async (_parent, { code, currency }, { rest }) => {
  const response = await rest.post('/user/verify-2fa', { code, currency });
  return signedIn(response) ?? failureResult(response, []);
};

const resendTwoFactorCode: MutationResolvers['resendTwoFactorCode'] = async (_parent, _args, { rest }) => {
  const response = await rest.post('/user/resend-2fa');
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, []);
};

const register: MutationResolvers['register'] = async (_parent, { input }, { rest }) => {
  const body: RegisterRequest = {
    name: input.name,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    phone_country_code: input.phoneCountryCode,
    password: input.password,
    passConfirm: input.passConfirm,
    currency: input.currency,
    ...(input.acceptTerms ? { terms: true } : {}),
  };
  const response = await rest.post('/register', body);
  const success = signedIn(response);
  if (success) return success;
  if (response.status === 202 && response.body.status === 'VERIFY') {
    return { __typename: 'VerificationSent', message: response.body.message ?? '' };
  }
  return failureResult(response, []);
};

/** Ends the session (when there is one) and clears the cookie; a visitor gets Done too. */
const logout: MutationResolvers['logout'] = async (_parent, _args, { rest }) => {
  const response = await rest.post('/logout');
  if (!isOkEnvelope(response)) throw upstreamFailure();
  return { __typename: 'Done', message: response.body.message ?? '' };
};

export const authResolvers: Resolvers = {
  Mutation: { login, verifyTwoFactor, resendTwoFactorCode, register, logout },
  LoginResult: { __resolveType: (value) => value.__typename ?? null },
  VerifyTwoFactorResult: { __resolveType: (value) => value.__typename ?? null },
  RegisterResult: { __resolveType: (value) => value.__typename ?? null },
  MessageResult: { __resolveType: (value) => value.__typename ?? null },
};
