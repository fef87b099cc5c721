import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { addToCartMachine } from '../../../machines/cart/add-to-cart.machine';
import { useAppActorRef, useCartRef, useIsAuthenticated } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/**
 * One add-to-cart flow per button group, run by the root (`page:add-to-cart:<product>:<group>`); the
 * whole flow (login, toasts, cart, checkout) runs in it (spec §6).
 */
export function useAddToCart(productId: string) {
  const shell = useAppActorRef();
  const cart = useCartRef();
  // One id per button group: a product shown twice on a page (new arrivals and the list) has two flows.
  const actorRef = useFlow(`page:add-to-cart:${productId}:${useId()}`, addToCartMachine, { id: productId, shell, cart });
  const isAuthenticated = useIsAuthenticated();
  const status = useSelector(actorRef, (s) => s.value as AddToCartStatus);
  return {
    status,
    add: () => actorRef.send({ type: 'ADD', authenticated: isAuthenticated }),
    buyNow: () => actorRef.send({ type: 'BUY_NOW', authenticated: isAuthenticated }),
  };
}
