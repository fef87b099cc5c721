// Mantine's toast list, in a chunk of its own: the first view shows no toast, so it loads after it
// (src/app/shell-layout.tsx). Toasts raised before then wait in Mantine's store.
import { Notifications } from '@mantine/notifications';

/** Spec §9: global toast timeout 2500 ms. */
const TOAST_TIMEOUT_MS = 2500;

export function ToastHost() {
  return <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} />;
}
