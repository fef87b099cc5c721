import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { formatDateTime } from '../../../machines/dates/date-format';
import { formatMoney } from '../../../machines/money/money';
import { OFFER_SENT } from '../../../machines/offers/sell-skin.machine';
import { useLocale, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { useHydrated } from '../../app/use-hydrated';
import { fill } from '../../ui/fill';
import { OfferResultPage } from './offer-result-page';

/**
 * /offer-sent-success: spec §2 and the 48-hour reply promise of §1. Issue 26: an item the shop priced
 * at once (the sell-skin flow puts its price and validity in the query) shows that price and sends the
 * seller to My offers, where Accept and Decline are.
 */
export default function OfferSentPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const amount = Number(query.get('price'));
  const currency = query.get('currency');
  if (!query.get('price') || !Number.isFinite(amount) || !currency || !/^[A-Z]{3}$/.test(currency)) {
    return <OfferResultPage title={OFFER_SENT} text={t('offers.replyPromise')} />;
  }
  return <PricedAtOnce amount={amount} currency={currency} until={query.get('until')} />;
}

function PricedAtOnce({ amount, currency, until }: { amount: number; currency: string; until: string | null }) {
  const t = useT();
  const locale = useLocale();
  // The date is the browser's own time zone: written once the page is hydrated.
  const hydrated = useHydrated();
  useDocumentTitle(OFFER_SENT);
  const price = formatMoney({ amount, currency }, locale);
  const date = until && hydrated ? formatDateTime(until) : '';
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h3" ta="center" data-testid="offer-result">{OFFER_SENT}</Title>
        <Paper withBorder radius="md" p="md" data-testid="offer-sent-price">
          <Text fw={700} size="lg" ta="center">{date ? fill(t('sellTrade.ourPriceUntil'), { price, date }) : fill(t('sellTrade.ourPriceNow'), { price })}</Text>
        </Paper>
        <Text c="dimmed" ta="center">{t('sellTrade.decideInMyOffers')}</Text>
        <Button component={Link} href="/profile?tab=my-offers" data-testid="offer-sent-my-offers">{t('offers.toMyOffers')}</Button>
      </Stack>
    </Center>
  );
}
