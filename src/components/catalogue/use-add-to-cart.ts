import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { addToCartMachine } from '../../../machines/add-to-cart.machine';
import { useCartRef, useIsAuthenticated, useOpenLogin } from '../../app/app-actor';
import { CART_TOAST_MS } from '../../../machines/cart.rules';

export const ITEM_ADDED = 'Item added to cart';
export const ALREADY_IN_CART = 'Item already in cart';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/** One add-to-cart actor per button group; visitors get the login modal (spec §6). */
export function useAddToCart(productId: string) {
  const actorRef = useActorRef(addToCartMachine, { input: { id: productId } });
  const isAuthenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  const cart = useCartRef();
  const [, navigate] = useLocation();
  const status = useSelector(actorRef, (s) => s.value as AddToCartStatus);

  useEffect(() => {
    const subs = [
      actorRef.on('loginRequired', () => openLogin()),
      actorRef.on('checkout', () => navigate('/checkout')),
      actorRef.on('added', () => {
        cart.send({ type: 'CART.RELOAD' });
        notifications.show({ color: 'green', message: ITEM_ADDED, autoClose: CART_TOAST_MS });
      }),
      actorRef.on('alreadyInCart', () => notifications.show({ color: 'yellow', message: ALREADY_IN_CART, autoClose: CART_TOAST_MS })),
      actorRef.on('failed', (e) => notifications.show({ color: 'red', message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actorRef, openLogin, navigate, cart]);

  return {
    status,
    add: () => actorRef.send({ type: 'ADD', authenticated: isAuthenticated }),
    buyNow: () => actorRef.send({ type: 'BUY_NOW', authenticated: isAuthenticated }),
  };
}
