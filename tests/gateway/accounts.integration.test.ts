import { describe, expect, it } from 'vitest';
import {
  LOGIN,
  login,
  LOGOUT,
  newAccount,
  PASSWORD,
  PROFILE_QUERY,
  REGISTER,
  RESEND_2FA,
  registerSignedIn,
  SET_2FA,
  VERIFY_2FA,
} from './account-operations';
import { validationError } from './gateway-helpers';
import { codeIn } from './outbox';
import { useShop, WIDE_LIMIT } from './shop-fixture';

// Accounts through the gateway against the real REST API, on a shop where registration signs in at
// once (REQUIRE_EMAIL_VERIFICATION=0). Login allows 5 tries per account so RateLimited is reachable.

const wide = WIDE_LIMIT;
const { shop, browser, outbox } = useShop({
  env: { REQUIRE_EMAIL_VERIFICATION: '0' },
  rateLimits: { limits: { login: { perIp: 1000, perAccount: 5, windowMs: 60_000 }, register: wide, verifyCode: wide, resendCode: wide, changeEmail: wide } },
  jobs: { pollIntervalMs: 50 },
});

describe('registration and sign-in', () => {
  it('register signs in at once: SignedIn with the profile, the session cookie relayed to the browser', async () => {
    const b = browser();
    const account = newAccount();
    const res = await b.gql(REGISTER, { input: account });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register).toMatchObject({
      __typename: 'SignedIn',
      message: 'Registration successful!',
      profile: {
        email: account.email,
        name: 'Anna',
        surname: 'Schmidt',
        phone: '+4915123456789',
        phoneCountryCode: 'DE',
        country: null,
        balance: { amount: 0, currency: 'EUR', symbol: '€' },
        emailVerified: false,
        twoFactorEnabled: false,
        hasPassword: true,
        tradeLink: '',
        steamId: '',
        steamIdVerified: false,
      },
    });
    const createdAt = Date.parse(res.body.data.register.profile.createdAt);
    expect(Math.abs(createdAt - Date.now())).toBeLessThan(60_000);
    expect(res.body.data.register.profile.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(b.lastSetCookies.some((line) => /^sid=[^;]+;.*HttpOnly/i.test(line))).toBe(true);
    const auth = await b.gql('{ isAuthenticated }');
    expect(auth.body.data).toEqual({ isAuthenticated: true });
  });

  it("register refuses bad input as ValidationError: the spec's first message, camelCase fields", async () => {
    const res = await browser().gql(REGISTER, { input: newAccount({ name: 'Anna1', passConfirm: 'Other123' }) });
    expect(res.body.data.register).toEqual(
      validationError('The name field must only contain letters', [
        { field: 'name', messages: ['The name field must only contain letters'] },
        { field: 'passConfirm', messages: ['Password confirmation failed!'] },
      ]),
    );
    const b = browser();
    const taken = await registerSignedIn(b);
    const again = await browser().gql(REGISTER, { input: newAccount({ email: taken.email }) });
    expect(again.body.data.register).toMatchObject({
      __typename: 'ValidationError',
      message: 'The email has already been taken.',
      fieldErrors: [{ field: 'email', messages: ['The email has already been taken.'] }],
    });
  });

  it('login: SignedIn with the profile and a Money balance of 0 EUR (€); profile in USD afterwards', async () => {
    const account = await registerSignedIn(browser());
    const b = browser();
    const res = await login(b, account.email);
    expect(res.body.data.login).toMatchObject({
      __typename: 'SignedIn',
      message: 'You have successfully logged in!',
      profile: { email: account.email, name: 'Anna', balance: { amount: 0, currency: 'EUR', symbol: '€' }, hasPassword: true },
    });
    expect(b.cookies.get('sid')).toBeTruthy();
    const profile = await b.gql(PROFILE_QUERY, { currency: 'USD' });
    expect(profile.body.errors).toBeUndefined();
    expect(profile.body.data.profile).toMatchObject({ email: account.email, balance: { amount: 0, currency: 'USD', symbol: '$' } });
  });

  it('a wrong password is ActionRefused with the API message, and no cookie is set', async () => {
    const account = await registerSignedIn(browser());
    const b = browser();
    const res = await login(b, account.email, 'Wrong123');
    expect(res.body.data.login).toEqual({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'These credentials do not match our records.' });
    expect(b.cookies.size).toBe(0);
  });

  it('login is RateLimited after 5 tries for one account', async () => {
    const email = `hammer.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const res = await login(browser(), email, 'Wrong123');
      expect(res.body.data.login.__typename).toBe('ActionRefused');
    }
    const limited = await login(browser(), email, 'Wrong123');
    expect(limited.body.data.login).toEqual({
      __typename: 'RateLimited',
      errorCode: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
    });
  });
});

describe('two-factor sign-in', () => {
  it('setTwoFactor on → login asks for the code → a wrong code is refused → the e-mailed code signs in', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    const on = await b.gql(SET_2FA, { enabled: true });
    expect(on.body.data.setTwoFactor).toEqual({ __typename: 'TwoFactorSetting', message: 'Two-factor authentication is on', enabled: true });
    expect((await b.gql(LOGOUT)).body.data.logout).toEqual({ message: 'You have been logged out.' });

    const visitor = browser();
    const challenge = await login(visitor, account.email);
    expect(challenge.body.data.login).toEqual({
      __typename: 'TwoFactorRequired',
      message: 'A verification code has been sent to your email.',
      codeLength: 6,
      expiryMinutes: 10,
    });
    expect(visitor.cookies.get('tfa')).toBeTruthy();
    expect(visitor.cookies.has('sid')).toBe(false);
    const code = codeIn(await outbox().waitFor(account.email));
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await visitor.gql(VERIFY_2FA, { code: wrong, currency: 'USD' });
    expect(refused.body.data.verifyTwoFactor).toEqual({ __typename: 'ActionRefused', errorCode: 'REFUSED', message: 'Invalid verification code' });

    const resent = await visitor.gql(RESEND_2FA);
    expect(resent.body.data.resendTwoFactorCode).toEqual({ __typename: 'Done', message: 'A verification code has been sent to your email.' });
    const fresh = codeIn(await outbox().waitFor(account.email, 1));
    const res = await visitor.gql(VERIFY_2FA, { code: fresh, currency: 'USD' });
    expect(res.body.data.verifyTwoFactor).toMatchObject({
      __typename: 'SignedIn',
      message: 'Authentication successful!',
      profile: { email: account.email, twoFactorEnabled: true, balance: { amount: 0, currency: 'USD', symbol: '$' } },
    });
    expect(visitor.cookies.get('sid')).toBeTruthy();
    expect(visitor.cookies.has('tfa')).toBe(false);
    expect((await visitor.gql(PROFILE_QUERY, { currency: 'EUR' })).body.data.profile.email).toBe(account.email);
  });

  it('a code that is not six digits is a ValidationError; resend without a pending login is refused', async () => {
    const b = browser();
    const invalid = await b.gql(VERIFY_2FA, { code: 'abc', currency: 'EUR' });
    expect(invalid.body.data.verifyTwoFactor).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      message: 'Validation failed',
      fieldErrors: [{ field: 'code', messages: ['Has an invalid format'] }],
    });
    const resend = await b.gql(RESEND_2FA);
    expect(resend.body.data.resendTwoFactorCode).toEqual({
      __typename: 'ActionRefused',
      errorCode: 'REFUSED',
      message: 'Could not resend verification code. Please try again later.',
    });
  });
});

describe('mutations and CSRF', () => {
  it('a mutation over GET is refused with 405 and changes nothing', async () => {
    const b = browser();
    await registerSignedIn(b);
    const res = await fetch(`${shop().gatewayOrigin}/graphql?query=${encodeURIComponent(LOGOUT)}`, { headers: { cookie: b.cookieHeader } });
    expect(res.status).toBe(405);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await b.gql('{ isAuthenticated }')).body.data).toEqual({ isAuthenticated: true });
  });

  it('a form or text POST (what a cross-site page can send) never runs a mutation', async () => {
    const account = await registerSignedIn(browser());
    const body = JSON.stringify({ query: LOGIN, variables: { input: { email: account.email, password: PASSWORD, currency: 'EUR' } } });
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${shop().gatewayOrigin}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(415);
      expect(res.headers.getSetCookie(), type).toEqual([]);
    }
  });
});
