// The accounts side effects: one typed GraphQL operation per actor. Expected failures come back as
// result unions; the machines branch on __typename.
import { fromPromise } from 'xstate';
import { graphql } from '../graphql/gql';
import type {
  LoginMutation,
  ProfileInput,
  RegisterInput,
  RegisterMutation,
  VerifyEmailMutation,
  VerifyTwoFactorMutation,
} from '../graphql/graphql';
import { gql } from '../graphql-client/graphql-client';

graphql(`
  fragment ProfileFields on Profile {
    id email name surname phone phoneCountryCode address country city zip
    balance { amount currency symbol }
    createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium
    emailVerified twoFactorEnabled hasPassword termsAccepted
  }
`);

const ProfileQuery = graphql(`
  query Profile($currency: String!) { profile(currency: $currency) { ...ProfileFields } }
`);

const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on SignedIn { message profile { ...ProfileFields } }
      ... on TwoFactorRequired { message codeLength expiryMinutes }
      ... on ErrorResult { errorCode message }
    }
  }
`);

const VerifyTwoFactorDocument = graphql(`
  mutation VerifyTwoFactor($code: String!, $currency: String!) {
    verifyTwoFactor(code: $code, currency: $currency) {
      __typename
      ... on SignedIn { message profile { ...ProfileFields } }
      ... on ErrorResult { errorCode message }
    }
  }
`);

const ResendTwoFactorDocument = graphql(`
  mutation ResendTwoFactorCode { resendTwoFactorCode { __typename ... on Done { message } ... on ErrorResult { message } } }
`);

const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on SignedIn { message profile { ...ProfileFields } }
      ... on VerificationSent { message }
      ... on ErrorResult { errorCode message }
    }
  }
`);

const ResendLinkDocument = graphql(`
  mutation ResendConfirmationLink($email: String!) {
    resendConfirmationLink(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const RequestResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $passConfirm: String!) {
    resetPassword(token: $token, password: $password, passConfirm: $passConfirm) {
      __typename ... on Done { message } ... on ErrorResult { message }
    }
  }
`);

const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { outcome message email } }
`);

const LogoutDocument = graphql(`
  mutation Logout { logout { message } }
`);

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!, $currency: String!) {
    updateProfile(input: $input, currency: $currency) {
      __typename
      ... on ProfileSaved { message profile { ...ProfileFields } }
      ... on ValidationError { message fieldErrors { field messages } }
      ... on ErrorResult { message }
    }
  }
`);

const UpdateTradeLinkDocument = graphql(`
  mutation UpdateTradeLink($url: String!) {
    updateTradeLink(url: $url) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const ChangeEmailDocument = graphql(`
  mutation ChangeEmail($email: String!, $password: String!) {
    changeEmail(email: $email, password: $password) { __typename ... on Done { message } ... on ErrorResult { message } }
  }
`);

const SetTwoFactorDocument = graphql(`
  mutation SetTwoFactor($enabled: Boolean!) {
    setTwoFactor(enabled: $enabled) { __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { message } }
  }
`);

export type LoginResult = LoginMutation['login'];
export type RegisterResult = RegisterMutation['register'];
export type VerifyCodeResult = VerifyTwoFactorMutation['verifyTwoFactor'];
export type EmailVerification = VerifyEmailMutation['verifyEmail'];
export type Profile = Extract<LoginResult, { __typename: 'SignedIn' }>['profile'];
/** Done, or a refusal with the server's message; `stepUpRequired` when the password must be confirmed first (StepUpRequired). */
export type MessageOutcome = { ok: true; message: string } | { ok: false; message: string; stepUpRequired?: boolean };

export const outcome = (result: { __typename: string; message: string }): MessageOutcome =>
  result.__typename === 'Done' ? { ok: true, message: result.message } : { ok: false, message: result.message, stepUpRequired: result.__typename === 'StepUpRequired' };

export const loadProfile = fromPromise<Profile, { currency: string }>(async ({ input }) => (await gql(ProfileQuery, input)).profile);

export const logIn = fromPromise<LoginResult, { email: string; password: string; currency: string }>(
  async ({ input }) => (await gql(LoginDocument, { input })).login,
);

export const verifyCode = fromPromise<VerifyCodeResult, { code: string; currency: string }>(
  async ({ input }) => (await gql(VerifyTwoFactorDocument, input)).verifyTwoFactor,
);

export const resendCode = fromPromise<MessageOutcome>(async () => outcome((await gql(ResendTwoFactorDocument, {})).resendTwoFactorCode));

export const register = fromPromise<RegisterResult, RegisterInput>(async ({ input }) => (await gql(RegisterDocument, { input })).register);

export const resendConfirmationLink = fromPromise<MessageOutcome, { email: string }>(async ({ input }) =>
  outcome((await gql(ResendLinkDocument, input)).resendConfirmationLink),
);

export const requestPasswordReset = fromPromise<MessageOutcome, { email: string }>(async ({ input }) =>
  outcome((await gql(RequestResetDocument, input)).requestPasswordReset),
);

export const verifyEmail = fromPromise<EmailVerification, { token: string }>(async ({ input }) => (await gql(VerifyEmailDocument, input)).verifyEmail);

export const logOut = fromPromise<void>(async () => {
  await gql(LogoutDocument, {});
});

export type ProfileSaveOutcome = { ok: true; message: string; profile: Profile } | { ok: false; messages: string[]; stepUpRequired?: boolean };

// The profile forms' requests; account-forms.ts turns each into its form machine's actor.

export async function updateProfile(input: { input: ProfileInput; currency: string }): Promise<ProfileSaveOutcome> {
  const result = (await gql(UpdateProfileDocument, input)).updateProfile;
  if (result.__typename === 'ProfileSaved') return { ok: true, message: result.message, profile: result.profile };
  if (result.__typename === 'ValidationError') {
    const messages = result.fieldErrors.flatMap((error) => error.messages);
    return { ok: false, messages: messages.length > 0 ? messages : [result.message] };
  }
  return { ok: false, messages: [result.message], stepUpRequired: result.__typename === 'StepUpRequired' };
}

export const updateTradeLink = async (input: { url: string }) => outcome((await gql(UpdateTradeLinkDocument, input)).updateTradeLink);

export const changeEmail = async (input: { email: string; password: string }) => outcome((await gql(ChangeEmailDocument, input)).changeEmail);

export const resetPassword = async (input: { token: string; password: string; passConfirm: string }) =>
  outcome((await gql(ResetPasswordDocument, input)).resetPassword);

export const setTwoFactor = async (input: { enabled: boolean }): Promise<MessageOutcome> => {
  const result = (await gql(SetTwoFactorDocument, input)).setTwoFactor;
  if (result.__typename === 'TwoFactorSetting') return { ok: true, message: result.message };
  return { ok: false, message: result.message, stepUpRequired: result.__typename === 'StepUpRequired' };
};
