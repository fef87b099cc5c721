// Issue 43, the customer's side in GraphQL: an account on hold (a customer_holds row, as staff's freeze
// writes it) is answered the typed AccountFrozen, whose message names the support address, on every
// action it may not take; browsing still works, and once the hold is lifted the same action runs.
import { describe, expect, it } from 'vitest';
import { registerSignedIn } from './account-operations';
import { useSignedUpShop } from './shop-fixture';

const { shop, browser } = useSignedUpShop();

const RESULT = '__typename ... on ErrorResult { errorCode message }';
const ACTIONS: [string, string, Record<string, unknown>][] = [
  ['purchase', `mutation P { purchase(currency: "EUR") { ${RESULT} } }`, {}],
  ['startDeposit', `mutation D($input: DepositInput!) { startDeposit(input: $input) { ${RESULT} } }`, {
    input: { amount: 50, email: 'x@example.com', paymentType: 'card', currency: 'EUR', name: 'A', surname: 'B', phone: '+49 151 23456780', steamId: '', country: 12, city: 'Berlin', address: 'Main 1', postCode: '10115' },
  }],
  ['updateTradeLink', `mutation T { updateTradeLink(url: "https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcDEF12") { ${RESULT} } }`, {}],
  ['changeEmail', `mutation E { changeEmail(email: "new.address@example.com", password: "Secret12") { ${RESULT} } }`, {}],
  ['createOffer', `mutation O($input: OfferInput!) { createOffer(input: $input) { ${RESULT} } }`, {
    input: { title: 'AK-47 | Redline', price: 10, quality: 'Field-Tested', currency: 'EUR', itemUrl: 'https://steamcommunity.com/id/x/inventory/#730_2_1' },
  }],
  ['acceptOffer', `mutation A { acceptOffer(id: "1") { ${RESULT} } }`, {}],
];

describe('an account on hold, through GraphQL', () => {
  it('every refused action answers AccountFrozen naming support; browsing works; lifted, the action runs again', async () => {
    const b = browser();
    const account = await registerSignedIn(b);
    const { id } = await shop().db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirstOrThrow();
    await shop().db.insertInto('customer_holds').values({ user_id: id, reason: 'chargeback', frozen_at: 1, frozen_by: 'test' }).execute();

    for (const [field, query, variables] of ACTIONS) {
      const answer = (await b.gql(query, variables)).body;
      expect(answer.data?.[field], `${field}: ${JSON.stringify(answer)}`).toMatchObject({ __typename: 'AccountFrozen', errorCode: 'ACCOUNT_FROZEN', message: expect.stringMatching(/on hold.*@/) });
    }
    const browsing = (await b.gql('query { isAuthenticated }', {})).body;
    expect(browsing.data.isAuthenticated).toBe(true);

    await shop().db.deleteFrom('customer_holds').where('user_id', '=', id).execute();
    const after = (await b.gql(ACTIONS[0][1], {})).body.data.purchase;
    expect(after.__typename).not.toBe('AccountFrozen');
  });
});
