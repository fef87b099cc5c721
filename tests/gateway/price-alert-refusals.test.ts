// Deleting a price alert through the gateway when the REST API refuses: too many requests is the
// typed ActionRefused with the API's message (as saving one is), so the wishlist keeps the alert and
// says why; an alert already gone is a NotFoundError; a failing API is an error, not a result.
import { describe, expect, it } from 'vitest';
import { fakeRest, ok, refused, run } from './fake-rest';

const DELETE = `mutation D($id: ID!) { deletePriceAlert(id: $id) { __typename ... on Done { message } ... on ErrorResult { errorCode message } } }`;

describe('deletePriceAlert', () => {
  it('is Done when the API deleted it', async () => {
    const { rest, calls } = fakeRest({ '/price-alerts/delete': ok(null, 'Price alert deleted.') });
    expect((await run(rest, DELETE, { id: '7' })).data!.deletePriceAlert).toEqual({ __typename: 'Done', message: 'Price alert deleted.' });
    expect(calls).toEqual([{ method: 'POST', path: '/price-alerts/delete', body: { id: 7 } }]);
  });

  it('is ActionRefused with the API message when it answers 429', async () => {
    const { rest } = fakeRest({ '/price-alerts/delete': refused(429, 'RATE_LIMITED', 'Too many requests, try again in a minute') });
    expect((await run(rest, DELETE, { id: '7' })).data!.deletePriceAlert).toEqual({
      __typename: 'ActionRefused',
      errorCode: 'RATE_LIMITED',
      message: 'Too many requests, try again in a minute',
    });
  });

  it('is a NotFoundError for an alert already gone, and an error when the API fails', async () => {
    const gone = fakeRest({ '/price-alerts/delete': refused(404, 'NOT_FOUND', 'Price alert not found') });
    expect((await run(gone.rest, DELETE, { id: '7' })).data!.deletePriceAlert).toMatchObject({ __typename: 'NotFoundError', message: 'Price alert not found' });
    const down = fakeRest({ '/price-alerts/delete': refused(500, 'INTERNAL', 'boom') });
    const failed = await run(down.rest, DELETE, { id: '7' });
    expect(failed.data).toBeNull();
    expect(failed.errors?.[0]?.message).not.toContain('boom');
  });
});
