import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { addToCartMachine, type AddToCartEvent } from '../../../machines/cart/add-to-cart.machine';
import { useFlow } from '../../app/use-flow';

export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'alreadyInCart';

/**
 * One add-to-cart flow per button group, run by the root (`page:add-to-cart:<product>:<group>`); the
 * whole flow (the session, login, toasts, cart, checkout) runs in it (spec §6). A page shows dozens of
 * cards: each flow is spawned by its button's first click, which it is then sent (spawned with every
 * card, they held the main thread for most of a second on a phone right after the page was hydrated).
 */
export function useAddToCart(productId: string) {
  const [firstClick, setFirstClick] = useState<AddToCartEvent | null>(null);
  // One id per button group: a product shown twice on a page (new arrivals and the list) has two flows.
  const actorRef = useFlow(`page:add-to-cart:${productId}:${useId()}`, addToCartMachine, { id: productId }, { open: firstClick !== null });
  // After useFlow's own effect, so the root runs the flow by now; once, though the actor standing for it changes.
  const firstClickSent = useRef(false);
  useEffect(() => {
    if (!firstClick || firstClickSent.current) return;
    firstClickSent.current = true;
    actorRef.send(firstClick);
  }, [firstClick, actorRef]);
  // A click waiting for start-up to know the session shows as the button at rest, as it did before.
  const status = useSelector(actorRef, (s) => (s.matches('awaitingSession') ? 'idle' : (s.value as AddToCartStatus)));
  const send = (event: AddToCartEvent) => (firstClick ? actorRef.send(event) : setFirstClick(event));
  return {
    status,
    add: () => send({ type: 'ADD' }),
    buyNow: () => send({ type: 'BUY_NOW' }),
  };
}
