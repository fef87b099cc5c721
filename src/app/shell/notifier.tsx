import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useAppActorRef, useAuthRef, useCartRef, useToastText } from '../app-actor';
import { CART_TOAST_MS } from '../../../machines/cart/cart.rules';

const COLORS = { success: 'green', error: 'red', info: 'blue', warning: 'yellow' } as const;

/** Shows the long-lived actors' toasts (root, auth, cart; the root's carry the flows'), in the customer's language. */
export function Notifier() {
  const app = useAppActorRef();
  const auth = useAuthRef();
  const cart = useCartRef();
  useEffect(() => {
    const subscriptions = [
      auth.on('notify', ({ tone, message, durationMs }) => notifications.show({ color: COLORS[tone], message: <ToastText message={message} />, autoClose: durationMs })),
      cart.on('notify', ({ tone, message }) => notifications.show({ color: COLORS[tone], message: <ToastText message={message} />, autoClose: CART_TOAST_MS })),
      app.on('notify', ({ tone, message, durationMs }) => notifications.show({ color: COLORS[tone], message: <ToastText message={message} />, autoClose: durationMs })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [app, auth, cart]);
  return null;
}

/**
 * A toast's text in the customer's language, translated as it is drawn: a toast raised while the
 * chosen language's texts are still loading (the first route of a fresh page) turns into them.
 */
export function ToastText({ message }: { message: string }) {
  return <>{useToastText()(message)}</>;
}
