import { describe, expect, it } from 'vitest';
import { login, newAccount, PASSWORD, REGISTER, REQUEST_RESET, RESEND_LINK, RESET, VERIFY_EMAIL } from './account-operations';
import { tokenIn } from './outbox';
import { useShop, WIDE_LIMIT } from './shop-fixture';

// The e-mailed links through the gateway, on a shop that requires e-mail verification (the default).

const wide = WIDE_LIMIT;
const { browser, outbox } = useShop({
  rateLimits: { limits: { login: wide, register: wide, reset: wide, resendLink: wide } },
  jobs: { pollIntervalMs: 50 },
});

const VERIFY_ERROR = { outcome: 'ERROR', message: 'There was an error verifying your email. Please try again.', email: null };

describe('registration with e-mail verification', () => {
  it('VerificationSent, AccountUnverified until the link is followed, then SUCCESS, ALREADY_VERIFIED and sign-in', async () => {
    const b = browser();
    const account = newAccount();
    const res = await b.gql(REGISTER, { input: account });
    expect(res.body.data.register).toEqual({
      __typename: 'VerificationSent',
      message: 'Registration successful! Please check your email to verify your account.',
    });
    expect(b.cookies.size).toBe(0);

    const unverified = await login(b, account.email);
    expect(unverified.body.data.login).toEqual({
      __typename: 'AccountUnverified',
      errorCode: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address first. Check your inbox or resend the confirmation link.',
    });

    await outbox().waitFor(account.email);
    const resent = await b.gql(RESEND_LINK, { email: account.email });
    expect(resent.body.data.resendConfirmationLink).toEqual({ __typename: 'Done', message: 'Confirmation link has been resent.' });
    const token = tokenIn(await outbox().waitFor(account.email, 1), '/verify-email');

    const verified = await b.gql(VERIFY_EMAIL, { token });
    expect(verified.body.data.verifyEmail).toEqual({ outcome: 'SUCCESS', message: 'Your email has been verified!', email: account.email });
    const again = await b.gql(VERIFY_EMAIL, { token });
    expect(again.body.data.verifyEmail).toEqual({ outcome: 'ALREADY_VERIFIED', message: 'Your email is already verified.', email: null });

    const signedIn = await login(b, account.email);
    expect(signedIn.body.data.login).toMatchObject({ __typename: 'SignedIn', profile: { email: account.email, emailVerified: true } });
  });

  it('a garbage, empty or path-like token is ERROR with the spec text', async () => {
    for (const token of ['garbage', '', '..', 'a/b?c=d', '%2e%2e']) {
      const res = await browser().gql(VERIFY_EMAIL, { token });
      expect(res.body.data.verifyEmail, token).toEqual(VERIFY_ERROR);
    }
  });

  it('resendConfirmationLink refuses an invalid address as a ValidationError on email', async () => {
    const res = await browser().gql(RESEND_LINK, { email: 'nope' });
    expect(res.body.data.resendConfirmationLink).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      fieldErrors: [{ field: 'email', messages: ['Please enter a valid email address'] }],
    });
  });
});

describe('password reset', () => {
  const REQUESTED = 'If an account exists for this email, we have sent a link to reset the password.';

  it('answers Done for an unknown address, like for a known one', async () => {
    const res = await browser().gql(REQUEST_RESET, { email: `nobody.${Date.now()}@example.com` });
    expect(res.body.data.requestPasswordReset).toEqual({ __typename: 'Done', message: REQUESTED });
  });

  it('resets with the e-mailed token once; a mismatch is a ValidationError, a used link ActionRefused', async () => {
    const account = newAccount();
    await browser().gql(REGISTER, { input: account });
    const requested = await browser().gql(REQUEST_RESET, { email: account.email });
    expect(requested.body.data.requestPasswordReset).toEqual({ __typename: 'Done', message: REQUESTED });
    const mails = await outbox().waitFor(account.email, 1);
    const token = tokenIn(mails, '/reset-password');

    const mismatch = await browser().gql(RESET, { token, password: 'NewPass1', passConfirm: 'NewPass2' });
    expect(mismatch.body.data.resetPassword).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      message: 'Password confirmation failed!',
      fieldErrors: [{ field: 'passConfirm', messages: ['Password confirmation failed!'] }],
    });
    const done = await browser().gql(RESET, { token, password: 'NewPass1', passConfirm: 'NewPass1' });
    expect(done.body.data.resetPassword).toEqual({ __typename: 'Done', message: 'Your password has been reset. Please log in with your new password.' });
    const used = await browser().gql(RESET, { token, password: 'NewPass1', passConfirm: 'NewPass1' });
    expect(used.body.data.resetPassword).toEqual({
      __typename: 'ActionRefused',
      errorCode: 'REFUSED',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });

    expect((await login(browser(), account.email, PASSWORD)).body.data.login.__typename).toBe('ActionRefused');
    // The reset link proved the mailbox, so the account is verified as well.
    expect((await login(browser(), account.email, 'NewPass1')).body.data.login).toMatchObject({
      __typename: 'SignedIn',
      profile: { emailVerified: true },
    });
  });
});
