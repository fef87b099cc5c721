import { Button } from '@mantine/core';
import { useIsAuthenticated, useModalControls, useOpenLogin, useSettings, useT } from '../app-actor';

/** Spec §2 header: the sell-skin opener, shown while offers are enabled; a visitor signs in first. */
export function SellSkinButton() {
  const t = useT();
  const { offerEnabled } = useSettings();
  const authenticated = useIsAuthenticated();
  const openLogin = useOpenLogin();
  const modals = useModalControls();
  if (!offerEnabled) return null;
  return (
    <Button variant="subtle" onClick={() => (authenticated ? modals.open('sellSkin') : openLogin())} data-testid="sell-skin">
      {t('sell.opener')}
    </Button>
  );
}
