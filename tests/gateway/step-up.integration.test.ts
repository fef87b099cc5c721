import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerSignedIn, SET_2FA, UPDATE_TRADE_LINK } from './account-operations';
import { GraphQLBrowser } from './graphql-browser';
import { startShop, type Shop } from './shop-fixture';

// Step-up through the gateway against the real REST API: a session last confirmed longer ago than
// STEP_UP_MINUTES (15) gets the typed StepUpRequired result; confirmPassword is a typed result too.

let shop: Shop;
const browser = () => new GraphQLBrowser(shop.gatewayOrigin);

beforeAll(async () => {
  shop = await startShop({ env: { REQUIRE_EMAIL_VERIFICATION: '0' } });
});
afterAll(async () => {
  await shop?.close();
});

const CONFIRM = `mutation C($password: String!) { confirmPassword(password: $password) {
  __typename ... on Done { message } ... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } } } }`;
const RESULT = '__typename ... on Done { message } ... on ErrorResult { errorCode message }';
const IBAN = `mutation I($input: IbanPayoutInput!) { requestIbanPayout(input: $input) { ${RESULT} } }`;
const CARD = `mutation P($input: CardPayoutInput!) { requestCardPayout(input: $input) { __typename ... on PayoutRedirect { redirectUrl } ... on ErrorResult { errorCode message } } }`;
const STEP_UP_REQUIRED = { __typename: 'StepUpRequired', errorCode: 'STEP_UP_REQUIRED', message: 'For your security, please confirm your password to continue.' };
const tradeLink = (partner: number) => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbCd_-12`;

/** A signed-in browser whose sign-in was an hour ago. */
async function staleSession() {
  const b = browser();
  const account = await registerSignedIn(b);
  const { id } = await shop.db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  const backdate = () => shop.db.updateTable('sessions').set({ confirmed_at: hourAgo }).where('user_id', '=', id).execute();
  return { b, backdate };
}

describe('step-up through the gateway', () => {
  it('setTwoFactor(false) answers StepUpRequired; a wrong password is a ValidationError; after confirmPassword it is done', async () => {
    const { b, backdate } = await staleSession();
    expect((await b.gql(SET_2FA, { enabled: true })).body.data.setTwoFactor).toMatchObject({ __typename: 'TwoFactorSetting', enabled: true });
    await backdate();
    expect((await b.gql(SET_2FA, { enabled: false })).body.data.setTwoFactor).toEqual(STEP_UP_REQUIRED);

    expect((await b.gql(CONFIRM, { password: 'Wrong123' })).body.data.confirmPassword).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      message: 'The password is incorrect',
      fieldErrors: [{ field: 'password', messages: ['The password is incorrect'] }],
    });
    expect((await b.gql(CONFIRM, { password: PASSWORD })).body.data.confirmPassword).toEqual({ __typename: 'Done', message: 'Password confirmed' });
    expect((await b.gql(SET_2FA, { enabled: false })).body.data.setTwoFactor).toMatchObject({ __typename: 'TwoFactorSetting', enabled: false });
  });

  it('replacing a trade link and both payouts answer StepUpRequired on a stale session', async () => {
    const { b, backdate } = await staleSession();
    expect((await b.gql(UPDATE_TRADE_LINK, { url: tradeLink(11) })).body.data.updateTradeLink).toMatchObject({ __typename: 'Done' });
    await backdate();
    expect((await b.gql(UPDATE_TRADE_LINK, { url: tradeLink(12) })).body.data.updateTradeLink).toEqual(STEP_UP_REQUIRED);
    const iban = { id: '1', currency: 'EUR', firstName: 'Ada', lastName: 'Lovelace', accountNumber: 'DE89370400440532013000' };
    expect((await b.gql(IBAN, { input: iban })).body.data.requestIbanPayout).toEqual(STEP_UP_REQUIRED);
    const card = { id: '1', currency: 'EUR', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+4915112345678', country: 'Germany', city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117' };
    expect((await b.gql(CARD, { input: card })).body.data.requestCardPayout).toEqual(STEP_UP_REQUIRED);
  });

  it('confirmPassword is UNAUTHENTICATED for a visitor', async () => {
    expect((await browser().gql(CONFIRM, { password: PASSWORD })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
