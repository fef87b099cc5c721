import { describe, expect, it } from 'vitest';
import { registerSignedIn } from './account-operations';
import { useSignedUpShop } from './shop-fixture';

// Issue 27 through the gateway against the real REST API: a visitor is UNAUTHENTICATED; a customer
// saves an alert for a product (typed PriceAlertSaved, amounts as Money, one per market name), a bad
// target is a ValidationError on targetPrice, an unknown product or alert a NotFoundError, the
// wishlist lists it with the cheapest copy, and deleting it empties the list.

const { shop, browser } = useSignedUpShop();

const ALERT = 'id title category targetPrice { amount currency symbol } lowestPrice { amount currency } lowestProductId createdAt notifiedAt';
const SAVE = `mutation S($productId: ID!, $targetPrice: Float!, $currency: String!) {
  savePriceAlert(productId: $productId, targetPrice: $targetPrice, currency: $currency) {
    __typename ... on PriceAlertSaved { alert { ${ALERT} } } ... on ValidationError { errorCode message fieldErrors { field messages } } ... on ErrorResult { errorCode message } } }`;
const LIST = `query L($currency: String!) { priceAlerts(currency: $currency) { ${ALERT} } }`;
const DELETE = `mutation D($id: ID!) { deletePriceAlert(id: $id) { __typename ... on Done { message } ... on NotFoundError { errorCode message } } }`;

/** Two copies of one market name, cheapest first. */
async function twoCopies() {
  const [named] = await shop()
    .db.selectFrom('items')
    .select('title')
    .where('status', '=', 'available')
    .groupBy('title')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .having((eb) => eb.fn.min('price'), '>=', 500)
    .limit(1)
    .execute();
  const copies = await shop().db.selectFrom('items').select(['id', 'price', 'category']).where('title', '=', named!.title).where('status', '=', 'available').orderBy('price').orderBy('id').execute();
  return { title: named!.title, cheapest: copies[0]!, dearer: copies[copies.length - 1]! };
}

describe('price alerts through the gateway', () => {
  it('is UNAUTHENTICATED for a visitor', async () => {
    const b = browser();
    expect((await b.gql(LIST, { currency: 'EUR' })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect((await b.gql(SAVE, { productId: '1', targetPrice: 5, currency: 'EUR' })).body.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('saves, refuses typed, lists and deletes', async () => {
    const b = browser();
    await registerSignedIn(b);
    const { title, cheapest, dearer } = await twoCopies();

    const invalid = (await b.gql(SAVE, { productId: String(dearer.id), targetPrice: 0, currency: 'EUR' })).body.data.savePriceAlert;
    expect(invalid).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'targetPrice', messages: ['The target price must be greater than 0.'] }] });
    expect((await b.gql(SAVE, { productId: '99999999', targetPrice: 5, currency: 'EUR' })).body.data.savePriceAlert).toMatchObject({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND' });
    expect((await b.gql(SAVE, { productId: 'abc', targetPrice: 5, currency: 'EUR' })).body.data.savePriceAlert).toMatchObject({ __typename: 'NotFoundError' });

    const target = Number(cheapest.price) / 100 - 1;
    const saved = (await b.gql(SAVE, { productId: String(dearer.id), targetPrice: target, currency: 'EUR' })).body.data.savePriceAlert;
    expect(saved).toMatchObject({
      __typename: 'PriceAlertSaved',
      alert: {
        title,
        category: cheapest.category === 'cs2' ? 'CS2' : 'DOTA2',
        targetPrice: { amount: target, currency: 'EUR', symbol: '€' },
        lowestPrice: { amount: Number(cheapest.price) / 100, currency: 'EUR' },
        lowestProductId: String(cheapest.id),
        notifiedAt: null,
      },
    });
    expect(Date.parse(saved.alert.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // One per market name: the cheaper copy's name is the same alert, with the new target.
    const again = (await b.gql(SAVE, { productId: String(cheapest.id), targetPrice: 1.5, currency: 'USD' })).body.data.savePriceAlert;
    expect(again.alert).toMatchObject({ id: saved.alert.id, targetPrice: { amount: 1.5, currency: 'USD', symbol: '$' } });
    const list = (await b.gql(LIST, { currency: 'EUR' })).body.data.priceAlerts;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: saved.alert.id, targetPrice: { amount: 1.39, currency: 'EUR' } });

    expect((await b.gql(DELETE, { id: '99999999' })).body.data.deletePriceAlert).toMatchObject({ __typename: 'NotFoundError' });
    expect((await b.gql(DELETE, { id: saved.alert.id })).body.data.deletePriceAlert).toMatchObject({ __typename: 'Done', message: 'Price alert deleted.' });
    expect((await b.gql(LIST, { currency: 'EUR' })).body.data.priceAlerts).toEqual([]);
  });
});
