import { MantineProvider, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { AppActorProvider, useT } from './app-actor';
import type { AppActor } from './create-app-actor';
import { ShellLayout } from './shell-layout';
import { LoadFailureBoundary } from './shell/load-failure';
import { useReplayEarlyClicks } from './early-clicks';
import { DARK_SCHEME, theme } from './theme';

export function App({ actor }: { actor: AppActor }) {
  useReplayEarlyClicks();
  return (
    <MantineProvider theme={theme} {...DARK_SCHEME}>
      <AppActorProvider actor={actor}>
        <NamedCloseButtons>
          {/* A page's failure is caught in its place (ShellLayout); this catches the header's menus, the drawer and the dialogs. */}
          <LoadFailureBoundary>
            <ShellLayout />
          </LoadFailureBoundary>
        </NamedCloseButtons>
      </AppActorProvider>
    </MantineProvider>
  );
}

/**
 * Mantine's close buttons (modals, the menu drawer, toasts) are bare icons; a screen reader needs
 * their name, in the current language.
 */
function NamedCloseButtons({ children }: { children: ReactNode }) {
  const t = useT();
  const named = useMemo(() => {
    const dialog = { defaultProps: { closeButtonProps: { 'aria-label': t('dialog.close') } } };
    return {
      components: {
        Modal: dialog,
        Drawer: dialog,
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('toast.close') } } },
      },
    };
  }, [t]);
  return <MantineThemeProvider theme={named}>{children}</MantineThemeProvider>;
}
