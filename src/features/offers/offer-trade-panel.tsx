import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { formatDateTime } from '../../../machines/dates/date-format';
import type { Offer } from '../../../machines/offers/offer.actors';
import { tradeInFlight } from '../../../machines/offers/sell-trade.rules';
import { useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { PayoutCountdown } from './payout-countdown';

interface OfferTradePanelProps {
  offer: Offer;
  /** A retry or a cancel is running: both buttons wait. */
  busy: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * Issue 26 in the offer details: how long our price holds, the trade offer asking for the skin (bot,
 * code, Open on Steam), the payout's unlock with a countdown, and what a failed, reversed or expired
 * offer means.
 */
export function OfferTradePanel({ offer, busy, onRetry, onCancel }: OfferTradePanelProps) {
  const t = useT();
  const trade = offer.trade;
  return (
    <>
      {offer.status === 'OFFER' && offer.quoteExpiresAt && (
        <Text size="sm" c="dimmed" data-testid="quote-valid-until">{fill(t('sellTrade.priceValidUntil'), { date: formatDateTime(offer.quoteExpiresAt) })}</Text>
      )}
      {trade && tradeInFlight(offer) && (
        <Paper withBorder radius="md" p="sm" bg="dark.6" style={{ borderColor: 'var(--mantine-color-yellow-7)' }} data-testid="offer-trade">
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="offer-trade-line">
              {fill(t('sellTrade.tradeSent'), { bot: trade.botName, code: trade.code })}
            </Text>
            <Text size="xs" c="dimmed">{t('sellTrade.tradeHelp')}</Text>
            {trade.offerUrl && (
              <Button component="a" href={trade.offerUrl} target="_blank" rel="noopener noreferrer" size="xs" rightSection={<IconExternalLink size={14} aria-hidden />} style={{ alignSelf: 'flex-start' }} data-testid="open-trade-offer">
                {t('sellTrade.openOnSteam')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {offer.status === 'RECEIVED' && offer.payoutUnlocksAt && (
        <Paper withBorder radius="md" p="sm" data-testid="offer-received">
          <Stack gap="xs">
            <PayoutCountdown unlocksAt={offer.payoutUnlocksAt} />
            <Text size="xs" c="dimmed">{t('sellTrade.protectionText')}</Text>
          </Stack>
        </Paper>
      )}
      {offer.status === 'TRADE_FAILED' && (
        <Stack gap="xs" data-testid="offer-trade-failed">
          <Alert color="orange" variant="light">{t('sellTrade.tradeFailedText')}</Alert>
          {/* One above the other: "Send the trade offer again" needs a whole phone's width. */}
          <Button color="orange" fullWidth loading={busy} onClick={onRetry} data-testid="retry-trade">{t('sellTrade.retry')}</Button>
          <Button variant="default" fullWidth loading={busy} onClick={onCancel} data-testid="cancel-offer">{t('sellTrade.cancel')}</Button>
        </Stack>
      )}
      {offer.status === 'REVERSED' && <Alert color="red" variant="light" data-testid="offer-reversed">{t('sellTrade.reversedText')}</Alert>}
      {offer.status === 'EXPIRED' && <Text size="sm" c="dimmed" data-testid="offer-expired">{t('sellTrade.expiredText')}</Text>}
    </>
  );
}
