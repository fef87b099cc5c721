import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { LOGGED_IN } from '../../../machines/auth.machine';
import { useAuthRef } from '../../app/app-actor';

const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;
/** Spec §9: the login success toast stays 2000 ms; others use the global 2500 ms. */
const LOGIN_TOAST_MS = 2000;

/** Shows the auth actor's toasts. */
export function Notifier() {
  const auth = useAuthRef();
  useEffect(() => {
    const subscription = auth.on('notify', ({ tone, message }) =>
      notifications.show({ color: COLORS[tone], message, autoClose: message === LOGGED_IN ? LOGIN_TOAST_MS : undefined }),
    );
    return () => subscription.unsubscribe();
  }, [auth]);
  return null;
}
