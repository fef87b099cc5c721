// Spec §2/§4: the checkout page, once the session is known and each time it changes, tells the checkout
// flow (the root's child, systemId 'checkout') it was opened by a visitor (who is asked to sign in) or
// a customer (whose cart reloads). The root spawns it while the page is open ('page:checkout'); it
// follows the session in `auth` itself, so no component relays it.
import { sendTo, setup } from 'xstate';
import { watchSession, type SessionEvent } from '../auth/sign-in-required.machine';
import type { CheckoutEvent } from './checkout.machine';

export const checkoutPageMachine = setup({
  types: { events: {} as SessionEvent },
  actors: { watchSession },
  actions: {
    tellCheckout: sendTo(({ system }) => system.get('checkout'), (_, signedIn: boolean) => ({ type: 'CHECKOUT.OPENED', signedIn }) satisfies CheckoutEvent),
  },
}).createMachine({
  id: 'checkoutPage',
  invoke: { src: 'watchSession' },
  initial: 'checking',
  on: {
    'SESSION.CHECKING': '.checking',
    'SESSION.VISITOR': '.visitor',
    'SESSION.CUSTOMER': '.customer',
  },
  states: {
    checking: {},
    visitor: { entry: { type: 'tellCheckout', params: false } },
    customer: { entry: { type: 'tellCheckout', params: true } },
  },
});
