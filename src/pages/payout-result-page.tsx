import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { useT } from '../app/app-actor';
import { useDocumentTitle } from '../app/use-document-title';

// Spec §2 payout result pages, word for word; the query's status picks the page (default failure).
const RESULTS = {
  success: { title: 'Payout Successful', text: 'Your funds are on their way to your account.' },
  failure: { title: 'Payout Failed', text: 'An error occurred during the payout process. Please try again or contact support.' },
  pending: { title: 'Payout Pending', text: 'Your payout is being processed.' },
} as const;

/** /success-payout, /fail-payout and /pending-payout. */
export default function PayoutResultPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const status = query.get('status');
  const result = status === 'success' || status === 'pending' ? RESULTS[status] : RESULTS.failure;
  // Spec §2: failure and pending show the server's message when there is one.
  const message = status === 'success' ? null : query.get('message');
  useDocumentTitle(result.title);
  return (
    <Center py={96}>
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h3" ta="center" data-testid="payout-result">{result.title}</Title>
        <Text c="dimmed" ta="center">{message || result.text}</Text>
        <Button component={Link} href="/profile?tab=my-offers">{t('offers.toMyOffers')}</Button>
      </Stack>
    </Center>
  );
}
