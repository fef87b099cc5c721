import { randomBytes } from 'node:crypto';
import type { GraphQLBrowser } from './graphql-browser';

// The account operations a browser sends, as documents, and small helpers around them.

export const PASSWORD = 'Secret12';

const PROFILE = `id email name surname phone phoneCountryCode address country city zip
  balance { amount currency symbol } createdAt steamId steamIdVerified steamProfileUrl communityVisibilityState tradeLink avatarMedium
  emailVerified twoFactorEnabled hasPassword termsAccepted`;
const ERROR = '... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } }';
const MESSAGE = `__typename ... on Done { message } ${ERROR}`;

export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) {
  __typename ... on SignedIn { message profile { ${PROFILE} } }
  ... on TwoFactorRequired { message codeLength expiryMinutes } ${ERROR} } }`;
export const VERIFY_2FA = `mutation V($code: String!, $currency: String!) { verifyTwoFactor(code: $code, currency: $currency) {
  __typename ... on SignedIn { message profile { ${PROFILE} } } ${ERROR} } }`;
export const RESEND_2FA = `mutation { resendTwoFactorCode { ${MESSAGE} } }`;
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) {
  __typename ... on SignedIn { message profile { ${PROFILE} } } ... on VerificationSent { message } ${ERROR} } }`;
export const RESEND_LINK = `mutation R($email: String!) { resendConfirmationLink(email: $email) { ${MESSAGE} } }`;
export const REQUEST_RESET = `mutation R($email: String!) { requestPasswordReset(email: $email) { ${MESSAGE} } }`;
export const RESET = `mutation R($token: String!, $password: String!, $passConfirm: String!) {
  resetPassword(token: $token, password: $password, passConfirm: $passConfirm) { ${MESSAGE} } }`;
export const VERIFY_EMAIL = `mutation V($token: String!) { verifyEmail(token: $token) { outcome message email } }`;
export const LOGOUT = 'mutation { logout { message } }';
export const PROFILE_QUERY = `query P($currency: String!) { profile(currency: $currency) { ${PROFILE} } }`;
export const UPDATE_PROFILE = `mutation U($input: ProfileInput!, $currency: String!) { updateProfile(input: $input, currency: $currency) {
  __typename ... on ProfileSaved { message profile { ${PROFILE} } } ${ERROR} } }`;
export const UPDATE_TRADE_LINK = `mutation T($url: String!) { updateTradeLink(url: $url) { ${MESSAGE} } }`;
export const CHANGE_EMAIL = `mutation C($email: String!, $password: String!) { changeEmail(email: $email, password: $password) { ${MESSAGE} } }`;
export const SET_2FA = `mutation S($enabled: Boolean!) { setTwoFactor(enabled: $enabled) {
  __typename ... on TwoFactorSetting { message enabled } ... on ErrorResult { errorCode message } } }`;

export function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anna',
    surname: 'Schmidt',
    email: `anna.${randomBytes(4).toString('hex')}@example.com`,
    phone: '+49 151 23456789',
    phoneCountryCode: 'DE',
    password: PASSWORD,
    passConfirm: PASSWORD,
    currency: 'EUR',
    ...overrides,
  };
}

export const login = (browser: GraphQLBrowser, email: string, password = PASSWORD, currency = 'EUR') =>
  browser.gql(LOGIN, { input: { email, password, currency } });

/** Registers through the gateway (on a shop without e-mail verification): the browser is signed in. */
export async function registerSignedIn(browser: GraphQLBrowser, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const res = await browser.gql(REGISTER, { input: account });
  if (res.body.data?.register?.__typename !== 'SignedIn') throw new Error(`register answered ${JSON.stringify(res.body)}`);
  return account;
}
