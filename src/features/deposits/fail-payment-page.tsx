import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { useIsAuthenticated, useModalControls, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { SupportLine } from '../../app/shell/support-line';

export const PAYMENT_FAILED = 'Unfortunately, we were unable to process your payment. Please try again later';

/** /fail-payment (spec §2), and (issue 23) why, when the processing page knows (`?reason=`), a way to try again and the support address. */
export default function FailPaymentPage() {
  const t = useT();
  const modals = useModalControls();
  const signedIn = useIsAuthenticated();
  const reason = new URLSearchParams(useSearch()).get('reason');
  const why = reason === 'declined' ? t('payment.failDeclined') : reason === 'expired' ? t('payment.failExpired') : null;
  useDocumentTitle(t('payment.failTitle'));
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h3" ta="center" data-testid="payment-failed">{PAYMENT_FAILED}</Title>
        {why && <Text ta="center" data-testid="payment-failed-reason">{why}</Text>}
        <Group justify="center">
          {signedIn && <Button onClick={() => modals.open('deposit')} data-testid="payment-try-again">{t('payment.tryAgain')}</Button>}
          <Button component={Link} href="/" variant={signedIn ? 'default' : 'filled'}>{t('notFound.home')}</Button>
        </Group>
        <SupportLine lead={t('payment.questions')} c="dimmed" ta="center" />
      </Stack>
    </Center>
  );
}
