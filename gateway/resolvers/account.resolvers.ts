import { expectPayload, upstreamFailure, validationError } from '../errors';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types';
import { asRefusal, failureResult, isOkEnvelope, withoutRateLimit } from '../result-table';
import { toProfile, toProfileUpdate } from './profile.mapper';

// The signed-in customer's own account (spec §4 profile, trade link, e-mail change, two-factor switch).
// Every REST route here needs a session: its 401 is the UNAUTHENTICATED GraphQL error.

const signedIn = { signedIn: true } as const;

const profile: QueryResolvers['profile'] = async (_parent, { currency }, { rest }) =>
  toProfile(expectPayload(await rest.get('/user/profile', { currency })));

const updateProfile: MutationResolvers['updateProfile'] = async (_parent, { input, currency }, { rest }) => {
  const response = await rest.put('/user/profile', toProfileUpdate(input, currency));
  if (isOkEnvelope(response)) {
    if (!response.body.payload) throw upstreamFailure();
    return { __typename: 'ProfileSaved', message: response.body.message ?? '', profile: toProfile(response.body.payload) };
  }
  return withoutRateLimit(failureResult(response, ['StepUpRequired', 'AccountFrozen'], signedIn));
};

const updateTradeLink: MutationResolvers['updateTradeLink'] = async (_parent, { url }, { rest }) => {
  const response = await rest.put('/user/update-trade-link', { url });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, ['StepUpRequired', 'AccountFrozen'], signedIn);
};

/** On success the API ends every session of the account and clears the cookie (relayed). */
const changeEmail: MutationResolvers['changeEmail'] = async (_parent, { email, password }, { rest }) => {
  const response = await rest.post('/user/change-email', { email, password });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  return failureResult(response, ['AccountFrozen'], signedIn);
};

const setTwoFactor: MutationResolvers['setTwoFactor'] = async (_parent, { enabled }, { rest }) => {
  const response = await rest.put('/user/two-factor', { enabled });
  if (isOkEnvelope(response)) {
    const state = response.body.payload?.two_factor_enabled;
    if (typeof state !== 'boolean') throw upstreamFailure();
    return { __typename: 'TwoFactorSetting', message: response.body.message ?? '', enabled: state };
  }
  return asRefusal(failureResult(response, ['StepUpRequired'], signedIn));
};

/** Step-up: a wrong or missing password is the API's 422 on `password`, a ValidationError. */
const confirmPassword: MutationResolvers['confirmPassword'] = async (_parent, { password }, { rest }) => {
  const response = await rest.post('/user/confirm-password', { password });
  if (isOkEnvelope(response)) return { __typename: 'Done', message: response.body.message ?? '' };
  const failure = failureResult(response, [], signedIn);
  return failure.__typename === 'ActionRefused' ? validationError({ status: 'ERROR', message: failure.message, errors: { password: [failure.message] } }) : failure;
};

export const accountResolvers: Resolvers = {
  Query: { profile },
  Mutation: { updateProfile, updateTradeLink, changeEmail, setTwoFactor, confirmPassword },
  UpdateProfileResult: { __resolveType: (value) => value.__typename ?? null },
  TwoFactorSettingResult: { __resolveType: (value) => value.__typename ?? null },
  ConfirmPasswordResult: { __resolveType: (value) => value.__typename ?? null },
  ProtectedMessageResult: { __resolveType: (value) => value.__typename ?? null },
};
