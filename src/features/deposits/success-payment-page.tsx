import { Button, Center, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useAuthRef, useT, useToastText } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { ToastText } from '../../app/shell/notifier';

export const TOPPED_UP = 'Your balance has been successfully topped up';

/** /success-payment: the toast, and the balance in the header reloaded (spec §2, §8). */
export default function SuccessPaymentPage() {
  const t = useT();
  const auth = useAuthRef();
  const text = useToastText();
  const announced = useRef(false);
  useDocumentTitle(t('payment.successTitle'));
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notifications.show({ color: 'green', message: <ToastText message={TOPPED_UP} /> });
    auth.send({ type: 'PROFILE.RELOAD' });
  }, [auth]);
  return (
    <Center py={96}>
      <Stack align="center" gap="md">
        <Title order={1} size="h3" ta="center">{text(TOPPED_UP)}</Title>
        <Button component={Link} href="/profile?tab=transactions">{t('payment.toTransactions')}</Button>
      </Stack>
    </Center>
  );
}
