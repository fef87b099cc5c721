import { useActorRef, useSelector } from '@xstate/react';
import { addToCartMachine } from '../../../machines/cart/add-to-cart.machine';
import { useAppActorRef, useCartRef, useIsAuthenticated } from '../../app/app-actor';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/** One add-to-cart actor per button group; the whole flow (login, toasts, cart, checkout) runs in it (spec §6). */
export function useAddToCart(productId: string) {
  const shell = useAppActorRef();
  const cart = useCartRef();
  const actorRef = useActorRef(addToCartMachine, { input: { id: productId, shell, cart } });
  const isAuthenticated = useIsAuthenticated();
  const status = useSelector(actorRef, (s) => s.value as AddToCartStatus);
  return {
    status,
    add: () => actorRef.send({ type: 'ADD', authenticated: isAuthenticated }),
    buyNow: () => actorRef.send({ type: 'BUY_NOW', authenticated: isAuthenticated }),
  };
}
