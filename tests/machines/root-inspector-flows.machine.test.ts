// `?inspect` sees the modals' and the product page's flows (issue 42): each flow useFlow asks the root
// for (sell skin, accept offer, a price alert, add to cart, an account form, a form's countries) is
// an actor of the root's own system, under its systemId, its parent the root, and an inspector on the
// root is told of it; FLOW.CLOSE stops it.
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { countriesMachine } from '../../machines/account/countries.machine';
import { tradeUrlMachine } from '../../machines/account/account-forms';
import type { FlowId } from '../../machines/app/flow-system';
import { addToCartMachine } from '../../machines/cart/add-to-cart.machine';
import { acceptOfferMachine } from '../../machines/offers/accept-offer.machine';
import { sellSkinMachine } from '../../machines/offers/sell-skin.machine';
import { priceAlertMachine } from '../../machines/price-alerts/price-alert.machine';
import { startedRoot, type StartedRoot } from './real-root';

/** A request that never answers: the flows stay where they opened. */
const pending = fromPromise(() => new Promise<never>(() => {}));
const countries = countriesMachine.provide({ actors: { loadCountryOptions: pending as never } });
const USER = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '', phoneCountry: '' };

const FLOWS: [FlowId, AnyActorLogic, (root: StartedRoot) => unknown][] = [
  ['modal:sell-skin', sellSkinMachine.provide({ actors: { loadInventory: pending as never } }), () => ({ steamId: '76561197960287930', currency: 'EUR' })],
  ['modal:accept-offer', acceptOfferMachine.provide({ actors: { countries } }), () => ({ offerId: '9', currency: 'EUR', user: USER })],
  ['page:price-alert:42:r1', priceAlertMachine, () => ({ productId: '42', title: 'AK-47 | Redline (Field-Tested)' })],
  ['page:add-to-cart:42:r2', addToCartMachine, () => ({ id: '42' })],
  ['page:form:tradeUrl:r3', tradeUrlMachine, () => undefined],
  ['modal:register:countries', countries, () => ({ toast: true })],
];

describe('an inspector on the root sees each flow in the root’s system', () => {
  it.each(FLOWS)('%s', async (id, logic, input) => {
    const seen: AnyActorRef[] = [];
    const root = await startedRoot({ inspect: (event) => event.type === '@xstate.actor' && void seen.push(event.actorRef as AnyActorRef) });
    root.open(id, logic, input(root));
    const flow = root.flow(id) as AnyActorRef;
    expect(flow).toBeDefined();
    expect(seen).toContain(flow);
    expect(flow.system).toBe(root.root.system);
    expect(flow._parent).toBe(root.root);
    root.close(id);
    expect(flow.getSnapshot().status).toBe('stopped');
    expect(root.flow(id)).toBeUndefined();
  });
});
