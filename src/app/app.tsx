import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { AppActorProvider } from './app-actor';
import type { AppActor } from './create-app-actor';
import { ShellLayout } from './shell-layout';
import { theme } from './theme';

/** Spec §9: global toast timeout 2500 ms. */
const TOAST_TIMEOUT_MS = 2500;

export function App({ actor }: { actor: AppActor }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="dark">
      <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} />
      <AppActorProvider actor={actor}>
        <ShellLayout />
      </AppActorProvider>
    </MantineProvider>
  );
}
