import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

/** /offer-sent-success and /offer-accepted-success (spec §2); `amount`: what a sale in one step pays (issue 45). */
export function OfferResultPage({ title, text, amount }: { title: string; text?: string; amount?: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h3" ta="center" data-testid="offer-result">{title}</Title>
        {amount && (
          <Paper withBorder radius="md" p="md" data-testid="offer-sold-price">
            <Text fw={700} size="lg" ta="center">{amount}</Text>
          </Paper>
        )}
        {text && <Text c="dimmed" ta="center">{text}</Text>}
        <Button component={Link} href="/profile?tab=my-offers">{t('offers.toMyOffers')}</Button>
      </Stack>
    </Center>
  );
}
