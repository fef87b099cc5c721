import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../app/app-actor';
import { useDocumentTitle } from '../app/use-document-title';

export const PAYMENT_FAILED = 'Unfortunately, we were unable to process your payment. Please try again later';

/** /fail-payment (spec §2). */
export default function FailPaymentPage() {
  const t = useT();
  useDocumentTitle(t('payment.failTitle'));
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Title order={1} size="h3" ta="center" data-testid="payment-failed">{PAYMENT_FAILED}</Title>
        <Button component={Link} href="/">{t('notFound.home')}</Button>
      </Stack>
    </Center>
  );
}
