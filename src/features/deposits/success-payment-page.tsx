import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import { TOPPED_UP } from '../../../machines/deposit/payment-status.machine';
import { useT, useToastText } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

/** /success-payment (spec §2, §8); the root actor raises its toast and reloads the balance on arrival. */
export default function SuccessPaymentPage() {
  const t = useT();
  const text = useToastText();
  useDocumentTitle(t('payment.successTitle'));
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Title order={1} size="h3" ta="center">{text(TOPPED_UP)}</Title>
        <Button component={Link} href="/profile?tab=transactions">{t('payment.toTransactions')}</Button>
      </Stack>
    </Center>
  );
}
