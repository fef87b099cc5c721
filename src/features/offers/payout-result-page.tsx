import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

// Spec §2 payout result pages (English word for word in the language file); the query's status picks
// the page (default failure). Issue 45: the card payout's pages also show the amount (`amount`, `currency`).
type PayoutResult = 'success' | 'failure' | 'pending';

/** /success-payout, /fail-payout and /pending-payout. */
export default function PayoutResultPage() {
  const t = useT();
  const locale = useLocale();
  const query = new URLSearchParams(useSearch());
  const status = query.get('status');
  const result: PayoutResult = status === 'success' || status === 'pending' ? status : 'failure';
  const title = t(`payout.result.${result}.title`);
  // Spec §2: failure and pending show the server's message when there is one.
  const message = status === 'success' ? null : query.get('message');
  const amount = Number(query.get('amount'));
  const currency = query.get('currency') ?? '';
  const shownAmount = query.get('amount') && Number.isFinite(amount) && amount > 0 && /^[A-Z]{3}$/.test(currency) ? formatMoney({ amount, currency }, locale) : null;
  useDocumentTitle(title);
  return (
    <Center py={96}>
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h3" ta="center" data-testid="payout-result">{title}</Title>
        {shownAmount && <Text fw={700} size="lg" ta="center" data-testid="payout-result-amount">{`${t('payout.amount')}: ${shownAmount}`}</Text>}
        <Text c="dimmed" ta="center">{message || t(`payout.result.${result}.text`)}</Text>
        <Button component={Link} href="/profile?tab=my-offers">{t('offers.toMyOffers')}</Button>
      </Stack>
    </Center>
  );
}
