// The shop's REST route table (contract/routes.ts) as the gateway's REST client reads it (issue 42),
// checked by `tsc --noEmit` (tsconfig includes tests/) and never run. Each `@ts-expect-error` fails the
// typecheck if the line under it ever type-checks: a wrong path, a wrong query or body field, a wrong
// path param, a wrong reading of an answer.
import type { ItemAnswer } from '../../contract/items.contract';
import type { RestClient } from '../../gateway/rest-client';

export async function wrongCalls(rest: RestClient) {
  // @ts-expect-error a path the API does not have
  await rest.get('/item/list');
  // @ts-expect-error a GET route asked with POST
  await rest.post('/currencies');
  // @ts-expect-error a body field the route does not take
  await rest.post('/cart/add', { id: 1, qty: 1 });
  // @ts-expect-error a body field of the wrong type
  await rest.post('/cart/add', { id: '1' });
  // @ts-expect-error a body without the field the route needs
  await rest.post('/cart/add', { count: 1 });
  // @ts-expect-error a query field the route does not take
  await rest.get('/offer/history', { curency: 'EUR' });
  // @ts-expect-error a path param left out
  await rest.get('/items/:id', { currency: 'EUR' });
  // @ts-expect-error a path param by another name
  await rest.get('/items/:id', { currency: 'EUR' }, { item: '7' });
  const item = await rest.get('/items/:id', { currency: 'EUR' }, { id: '7' });
  // @ts-expect-error a field the answer does not have
  void item.body.payload?.name;
  const cart = await rest.get('/cart/contents', { currency: 'EUR' });
  // @ts-expect-error the answer read as another route's: the cart's entries are no items
  const items: ItemAnswer[] | undefined = cart.body.payload?.items;
  return items;
}

/** The same calls made right type-check. */
export async function rightCalls(rest: RestClient) {
  const item = await rest.get('/items/:id', { currency: 'EUR' }, { id: '7' });
  const title: string | undefined = item.body.payload?.title;
  await rest.post('/cart/add', { id: 1, count: 1 });
  await rest.post('/logout');
  await rest.get('/offer/history', { currency: 'EUR' });
  return title;
}
