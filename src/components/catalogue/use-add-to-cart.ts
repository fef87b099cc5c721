import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { addToCartMachine } from '../../../machines/add-to-cart.machine';
import { useIsAuthenticated, useOpenLogin } from '../../app/app-actor';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/** One add-to-cart actor per button group; visitors get the login modal (spec §6). */
export function useAddToCart(productId: string) {
  const actorRef = useActorRef(addToCartMachine, { input: { id: productId } });
  const isAuthenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  const [, navigate] = useLocation();
  const status = useSelector(actorRef, (s) => s.value as AddToCartStatus);

  useEffect(() => {
    const subs = [
      actorRef.on('loginRequired', () => openLogin()),
      actorRef.on('checkout', () => navigate('/checkout')),
      actorRef.on('failed', (e) => notifications.show({ color: 'red', message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actorRef, openLogin, navigate]);

  return {
    status,
    add: () => actorRef.send({ type: 'ADD', authenticated: isAuthenticated }),
    buyNow: () => actorRef.send({ type: 'BUY_NOW', authenticated: isAuthenticated }),
  };
}
