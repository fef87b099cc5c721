import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { addToCartMachine } from '../../../machines/cart/add-to-cart.machine';
import { useFlow } from '../../app/use-flow';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/**
 * One add-to-cart flow per button group, run by the root (`page:add-to-cart:<product>:<group>`); the
 * whole flow (the session, login, toasts, cart, checkout) runs in it (spec §6).
 */
export function useAddToCart(productId: string) {
  // One id per button group: a product shown twice on a page (new arrivals and the list) has two flows.
  const actorRef = useFlow(`page:add-to-cart:${productId}:${useId()}`, addToCartMachine, { id: productId });
  // A click waiting for start-up to know the session shows as the button at rest, as it did before.
  const status = useSelector(actorRef, (s) => (s.matches('awaitingSession') ? 'idle' : (s.value as AddToCartStatus)));
  return {
    status,
    add: () => actorRef.send({ type: 'ADD' }),
    buyNow: () => actorRef.send({ type: 'BUY_NOW' }),
  };
}
