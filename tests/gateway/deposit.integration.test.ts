import { describe, expect, it } from 'vitest';
import { registerSignedIn, UPDATE_PROFILE } from './account-operations';
import { useSignedUpShop } from './shop-fixture';

// Top-ups through the gateway against the real REST API and its sandbox provider.

const { shop: currentShop, browser } = useSignedUpShop();

const START = `mutation S($input: DepositInput!) { startDeposit(input: $input) {
  __typename ... on DepositStarted { message redirectUrl } ... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } } } }`;
const STATUS = 'query O($id: ID!) { orderStatus(orderId: $id) { id code redirectUrl } }';
const HISTORY = 'query H($filter: DepositHistoryFilter!) { depositHistory(filter: $filter) { id type status sum { amount currency symbol } } }';

const PERSONAL = { name: 'Anna', surname: 'Schmidt', phone: '+49 151 23456780', phoneCountryCode: 'DE', country: 12, city: 'Berlin', address: 'Unter den Linden 1', postCode: '10117', steamId: '' };
const deposit = (email: string, change: Record<string, unknown> = {}) => ({
  amount: 50,
  email,
  paymentType: 'card',
  currency: 'EUR',
  name: PERSONAL.name,
  surname: PERSONAL.surname,
  phone: PERSONAL.phone,
  steamId: '',
  country: PERSONAL.country,
  city: PERSONAL.city,
  address: PERSONAL.address,
  postCode: PERSONAL.postCode,
  ...change,
});

describe('top-ups through the gateway', () => {
  it('PersonalInfoRequired, ValidationError, then DepositStarted with the sandbox page; status and history follow', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    expect((await b.gql(START, { input: deposit(account.email) })).body.data.startDeposit).toMatchObject({
      __typename: 'PersonalInfoRequired',
      errorCode: 'PERSONAL_INFO_REQUIRED',
      message: 'Please fill in your personal information first',
    });
    const saved = await b.gql(UPDATE_PROFILE, { input: { ...PERSONAL, email: account.email }, currency: 'EUR' });
    expect(saved.body.data.updateProfile.__typename).toBe('ProfileSaved');

    expect((await b.gql(START, { input: deposit(account.email, { amount: 0 }) })).body.data.startDeposit).toMatchObject({
      __typename: 'ValidationError',
      message: 'The amount must be greater than zero and less than 10000',
    });
    const methods = (await currentShop().rest<{ payload: { payment_methods: Record<string, { code: string }[]> } }>('/settings')).body.payload.payment_methods;
    const method = Object.values(methods).flat()[0]?.code ?? 'card';
    const started = (await b.gql(START, { input: deposit(account.email, { paymentType: method }) })).body.data.startDeposit;
    expect(started.__typename).toBe('DepositStarted');
    expect(started.redirectUrl).toMatch(/\/sandbox-pay\/[\w-]+$/);

    const rows = (await b.gql(HISTORY, { filter: { currency: 'EUR' } })).body.data.depositHistory;
    expect(rows).toEqual([expect.objectContaining({ type: 'Top-up balance', status: 'PENDING', sum: { amount: 50, currency: 'EUR', symbol: '€' } })]);
    expect((await b.gql(STATUS, { id: rows[0].id })).body.data.orderStatus).toMatchObject({ id: rows[0].id, code: 1 });
    expect((await b.gql(HISTORY, { filter: { currency: 'EUR', status: 'SUCCESS' } })).body.data.depositHistory).toEqual([]);

    const stranger = browser();
    await registerSignedIn(stranger);
    expect((await stranger.gql(STATUS, { id: rows[0].id })).body.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    expect((await browser().gql(STATUS, { id: rows[0].id })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
