import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { useT } from '../../app/app-actor';

/** Where a customer revokes their Steam Web API key. */
export const STEAM_API_KEY_URL = 'https://steamcommunity.com/dev/apikey';

/** A button whose label may wrap on a phone instead of running out of the alert. */
const WRAPPING = { root: { height: 'auto', minHeight: 36, maxWidth: '100%' }, label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6 } } as const;

/**
 * A paused offer (issue 25): it was declined seconds after it was sent, the mark of a stolen Web API
 * key. The customer revokes the key on Steam, then asks for the offer again.
 */
export function PausedDeliveryAlert({ resuming, onResume }: { resuming: boolean; onResume: () => void }) {
  const t = useT();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('delivery.paused.title')} data-testid="delivery-paused">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('delivery.paused.text')}</Text>
        <Button
          component="a"
          href={STEAM_API_KEY_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          color="orange"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          styles={WRAPPING}
          data-testid="revoke-api-key"
        >
          {t('delivery.paused.revoke')}
        </Button>
        <Button color="orange" loading={resuming} onClick={onResume} styles={WRAPPING} data-testid="resume-delivery">
          {t('delivery.paused.resume')}
        </Button>
      </Stack>
    </Alert>
  );
}
