import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { paymentStatusMachine } from '../../../machines/deposit/payment-status.machine';
import { useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { fill } from '../../ui/fill';
import { useDocumentTitle } from '../../app/use-document-title';

/** /processing-payment?order_id=…: asks at once, then on each change of the deposit (every 10 s while the account's stream is down, spec §4). */
export default function ProcessingPaymentPage() {
  const t = useT();
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  // The root runs the page's flow, in its system (so it hears the account's changes).
  useFlow('page:processing-payment', paymentStatusMachine, { orderId }, { key: orderId });
  useDocumentTitle(t('payment.processingTitle'));
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Loader aria-hidden />
        <Title order={1} size="h3" ta="center">{t('payment.processing')}</Title>
        {/* Issue 45: the spec's heading says "order"; this line says it is a top-up of the balance. */}
        <Text c="dimmed" size="sm" data-testid="processing-top-up">{fill(t('payment.topUpNumber'), { id: orderId })}</Text>
      </Stack>
    </Center>
  );
}
