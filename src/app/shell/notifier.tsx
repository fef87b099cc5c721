import { Button, Stack } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Toast } from '../../../machines/app/notifier.machine';
import { useNotifierRef, useT, useToastText } from '../app-actor';
import classes from './toasts.module.css';

const COLORS = { success: 'green', error: 'red', info: 'blue', warning: 'yellow' } as const;

/**
 * The toasts, their code loaded apart and drawn once the page is hydrated (src/app/shell-layout.tsx): the
 * notifier actor keeps every toast raised before (machines/app/notifier.machine.ts), and they are drawn
 * as this mounts.
 */
export function Toasts() {
  return (
    <>
      {/* The notifier actor times each toast. */}
      <Notifications position="top-right" autoClose={false} classNames={{ root: classes.toasts }} />
      <Notifier />
    </>
  );
}

/**
 * Draws the notifier actor's toasts with Mantine's notifications: a new one is shown, one the
 * notifier let go (its time is up) is hidden, and closing one tells the notifier.
 */
function Notifier() {
  const notifier = useNotifierRef();
  const toasts = useSelector(notifier, (snapshot) => snapshot.context.toasts);
  const drawn = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(toasts.map((toast: Toast) => toast.id));
    for (const toast of toasts) {
      if (drawn.current.has(toast.id)) continue;
      drawn.current.add(toast.id);
      notifications.show({
        id: toast.id,
        color: COLORS[toast.tone],
        message: toast.retryId ? <RetryToast message={toast.message} onRetry={() => notifier.send({ type: 'TOAST.RETRY', id: toast.id })} /> : <ToastText message={toast.message} />,
        autoClose: false,
        onClose: () => notifier.send({ type: 'TOAST.CLOSE', id: toast.id }),
      });
    }
    for (const id of drawn.current) {
      if (current.has(id)) continue;
      drawn.current.delete(id);
      notifications.hide(id);
    }
  }, [toasts, notifier]);
  return null;
}

/**
 * A toast's text in the customer's language, translated as it is drawn: a toast raised while the
 * chosen language's texts are still loading (the first route of a fresh page) turns into them.
 */
export function ToastText({ message }: { message: string }) {
  return <>{useToastText()(message)}</>;
}

/** Issue 45: an action the network failed, with the Retry that sends it again. */
function RetryToast({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack gap={6} align="flex-start" data-testid="retry-toast">
      <span>
        <ToastText message={message} />
      </span>
      {/* Under the text: beside it a phone's toast cut the button off. */}
      <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
        {t('toast.retry')}
      </Button>
    </Stack>
  );
}
