import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';

/** /offer-sent-success and /offer-accepted-success (spec §2). */
export function OfferResultPage({ title, text }: { title: string; text?: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <Center py={96}>
      <Stack align="center" gap="md" maw={520}>
        <Title order={1} size="h3" ta="center" data-testid="offer-result">{title}</Title>
        {text && <Text c="dimmed" ta="center">{text}</Text>}
        <Button component={Link} href="/profile?tab=my-offers">{t('offers.toMyOffers')}</Button>
      </Stack>
    </Center>
  );
}
