import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { useSearch } from 'wouter';
import { paymentStatusMachine } from '../../../machines/deposit/payment-status.machine';
import { useAppActorRef, useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

/** /processing-payment?order_id=…: asks at once, then on each change of the deposit (every 10 s while the account's stream is down, spec §4). */
export default function ProcessingPaymentPage() {
  const t = useT();
  const orderId = new URLSearchParams(useSearch()).get('order_id') ?? '';
  useActorRef(paymentStatusMachine, { input: { orderId, shell: useAppActorRef() } });
  useDocumentTitle(t('payment.processingTitle'));
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Loader aria-hidden />
        <Title order={1} size="h3" ta="center">{t('payment.processing')}</Title>
        <Text c="dimmed" size="sm">#{orderId}</Text>
      </Stack>
    </Center>
  );
}
