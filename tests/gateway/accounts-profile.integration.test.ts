import { describe, expect, it } from 'vitest';
import { CHANGE_EMAIL, login, LOGOUT, PASSWORD, PROFILE_QUERY, registerSignedIn, SET_2FA, UPDATE_PROFILE, UPDATE_TRADE_LINK } from './account-operations';
import { profileInput, validationError } from './gateway-helpers';
import { useShop, WIDE_LIMIT } from './shop-fixture';

// The signed-in customer's settings through the gateway against the real REST API, on a shop where
// registration signs in at once (REQUIRE_EMAIL_VERIFICATION=0).

const { browser } = useShop({
  env: { REQUIRE_EMAIL_VERIFICATION: '0' },
  rateLimits: { limits: { login: WIDE_LIMIT, register: WIDE_LIMIT, changeEmail: WIDE_LIMIT } },
});

const unauthenticated = [{ message: 'User not authenticated', extensions: { code: 'UNAUTHENTICATED' } }];

describe('profile settings', () => {
  const input = profileInput({ name: 'Berta', surname: 'Meier', steamId: '76561198000000001' });

  it('updateProfile: ProfileSaved with the fresh profile; bad fields are a ValidationError', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    const saved = await b.gql(UPDATE_PROFILE, { input: { ...input, email: account.email }, currency: 'USD' });
    expect(saved.body.data.updateProfile).toMatchObject({
      __typename: 'ProfileSaved',
      message: 'Profile updated successfully',
      profile: { name: 'Berta', surname: 'Meier', phone: '+4915123456780', country: 12, city: 'Berlin', zip: '10117', steamId: input.steamId, steamIdVerified: false },
    });
    expect(saved.body.data.updateProfile.profile.balance).toEqual({ amount: 0, currency: 'USD', symbol: '$' });
    const bad = await b.gql(UPDATE_PROFILE, { input: { ...input, name: 'X1', steamId: '123' }, currency: 'EUR' });
    expect(bad.body.data.updateProfile).toEqual(
      validationError('The name field must only contain letters', [
        { field: 'name', messages: ['The name field must only contain letters'] },
        { field: 'steamId', messages: ['The Steam ID must be a 17-digit SteamID64'] },
      ]),
    );
  });

  it('remembers the accepted terms (issue 45): registering with them ticked, or saving personal information with them, so the form starts ticked', async () => {
    const ticked = browser();
    const registered = await registerSignedIn(ticked, { acceptTerms: true });
    expect((await ticked.gql(PROFILE_QUERY, { currency: 'EUR' })).body.data.profile.termsAccepted).toBe(true);
    const b = browser();
    const account = await registerSignedIn(b);
    expect(registered.email).not.toBe(account.email);
    expect((await b.gql(PROFILE_QUERY, { currency: 'EUR' })).body.data.profile.termsAccepted).toBe(false);
    // A Steam ID of its own: another test's customer typed the shared one.
    const own = { ...input, email: account.email, steamId: '76561198000000045' };
    const unticked = await b.gql(UPDATE_PROFILE, { input: own, currency: 'EUR' });
    expect(unticked.body.data.updateProfile.profile.termsAccepted).toBe(false);
    const saved = await b.gql(UPDATE_PROFILE, { input: { ...own, acceptTerms: true }, currency: 'EUR' });
    expect(saved.body.data.updateProfile.profile.termsAccepted).toBe(true);
  });

  it('updateTradeLink: Done for a Steam trade URL, ValidationError on url for anything else', async () => {
    const b = browser();
    await registerSignedIn(b);
    const bad = await b.gql(UPDATE_TRADE_LINK, { url: 'https://example.com/trade' });
    const rule = 'Please enter a valid Steam trade URL (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)';
    expect(bad.body.data.updateTradeLink).toEqual({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message: rule, fieldErrors: [{ field: 'url', messages: [rule] }] });
    const url = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCd1234';
    const done = await b.gql(UPDATE_TRADE_LINK, { url });
    expect(done.body.data.updateTradeLink).toEqual({ __typename: 'Done', message: 'Trade link updated successfully' });
    expect((await b.gql(PROFILE_QUERY, { currency: 'EUR' })).body.data.profile.tradeLink).toBe(url);
  });

  it('changeEmail: a wrong password is a ValidationError; success signs out everywhere', async () => {
    const b = browser();
    await registerSignedIn(b);
    const sid = b.cookies.get('sid');
    const wrong = await b.gql(CHANGE_EMAIL, { email: `new.${Date.now()}@example.com`, password: 'Wrong123' });
    expect(wrong.body.data.changeEmail).toMatchObject({ __typename: 'ValidationError', message: 'The password is incorrect', fieldErrors: [{ field: 'password' }] });
    const email = `new.${Date.now()}@example.com`;
    const done = await b.gql(CHANGE_EMAIL, { email, password: PASSWORD });
    expect(done.body.data.changeEmail).toEqual({ __typename: 'Done', message: 'Your email has been changed. Please log in again.' });
    expect(b.cookies.has('sid')).toBe(false);
    const after = await b.gql(PROFILE_QUERY, { currency: 'EUR' });
    expect(after.body).toMatchObject({ data: null, errors: unauthenticated });
    // The old session cookie is dead on the server too.
    b.cookies.set('sid', sid as string);
    expect((await b.gql(PROFILE_QUERY, { currency: 'EUR' })).body.errors).toMatchObject(unauthenticated);
    expect((await login(browser(), email)).body.data.login.__typename).toBe('SignedIn');
  });

  it('logout → Done; then profile and every signed-in mutation answer UNAUTHENTICATED', async () => {
    const b = browser();
    await registerSignedIn(b);
    expect((await b.gql(LOGOUT)).body.data.logout).toEqual({ message: 'You have been logged out.' });
    expect(b.cookies.has('sid')).toBe(false);
    expect((await b.gql(PROFILE_QUERY, { currency: 'EUR' })).body).toMatchObject({ data: null, errors: unauthenticated });
    for (const [query, variables] of [
      [UPDATE_PROFILE, { input, currency: 'EUR' }],
      [UPDATE_TRADE_LINK, { url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCd1234' }],
      [CHANGE_EMAIL, { email: 'x@example.com', password: PASSWORD }],
      [SET_2FA, { enabled: true }],
    ] as const) {
      const res = await b.gql(query, variables);
      expect(res.body, query).toMatchObject({ data: null, errors: unauthenticated });
    }
  });
});
