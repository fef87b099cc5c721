import { describe, expect, it } from 'vitest';
import { registerSignedIn } from './account-operations';
import { useSignedUpShop } from './shop-fixture';

// Selling skins through the gateway against the real REST API.

const { browser } = useSignedUpShop();

const RESULT = '__typename ... on Done { message } ... on ErrorResult { errorCode message }';
const CREATE = `mutation C($input: OfferInput!) { createOffer(input: $input) {
  __typename ... on OfferCreated { message id } ... on ErrorResult { errorCode message } ... on ValidationError { fieldErrors { field messages } } } }`;
const OFFERS = `query O($currency: String!) { offers(currency: $currency) {
  id title quality status createdAt itemUrl userPrice { amount currency symbol } servicePrice { amount } payout { method } } }`;
const ACCEPT = `mutation A($id: ID!) { acceptOffer(id: $id) { ${RESULT} } }`;
const IBAN = `mutation I($input: IbanPayoutInput!) { requestIbanPayout(input: $input) { ${RESULT} } }`;

const offer = { title: 'AK-47 | Redline (Field-Tested)', price: 45.5, quality: 'Field-Tested', itemUrl: 'https://steamcommunity.com/id/x/inventory', currency: 'USD' };

describe('offers through the gateway', () => {
  it('creates an offer, lists it typed, refuses an accept before the quote and a payout before receipt', async () => {
    const b = browser();
    await registerSignedIn(b);
    const missing = (await b.gql(CREATE, { input: { ...offer, title: '' } })).body.data.createOffer;
    expect(missing).toMatchObject({ __typename: 'ValidationError', message: 'Please fill in all fields.' });
    const created = (await b.gql(CREATE, { input: offer })).body.data.createOffer;
    expect(created).toMatchObject({ __typename: 'OfferCreated', message: 'Offer sent successfully.' });

    const listed = (await b.gql(OFFERS, { currency: 'USD' })).body.data.offers;
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, status: 'NEW', quality: 'Field-Tested', userPrice: { amount: 45.5, currency: 'USD', symbol: '$' }, servicePrice: null, payout: null }),
    ]);
    expect(listed[0].createdAt).toMatch(/Z$/);

    expect((await b.gql(ACCEPT, { id: created.id })).body.data.acceptOffer).toMatchObject({ __typename: 'ActionRefused' });
    const payout = { id: created.id, currency: 'USD', firstName: 'Ada', lastName: 'Lovelace', accountNumber: 'DE89370400440532013000' };
    expect((await b.gql(IBAN, { input: payout })).body.data.requestIbanPayout).toMatchObject({ __typename: 'ActionRefused' });
    expect((await b.gql(IBAN, { input: { ...payout, accountNumber: 'DE8937040044053201300' } })).body.data.requestIbanPayout).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please enter a valid IBAN.',
    });
    expect((await b.gql(IBAN, { input: { ...payout, accountNumber: 'DE89370400440532013001' } })).body.data.requestIbanPayout).toMatchObject({
      __typename: 'ValidationError',
      message: "This IBAN's check digits do not match. Please check it for a typo.",
    });

    const stranger = browser();
    await registerSignedIn(stranger);
    expect((await stranger.gql(OFFERS, { currency: 'EUR' })).body.data.offers).toEqual([]);
    expect((await stranger.gql(ACCEPT, { id: created.id })).body.data.acceptOffer).toMatchObject({ __typename: 'ActionRefused' });
    expect((await browser().gql(OFFERS, { currency: 'EUR' })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
