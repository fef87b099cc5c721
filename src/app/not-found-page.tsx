import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from './app-actor';
import { useDocumentTitle } from './use-document-title';

/** Every unknown path, and where missing static pages are sent (spec §2). */
export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text
          fz={{ base: 96, sm: 140 }}
          fw={900}
          lh={1}
          variant="gradient"
          gradient={{ from: 'brand.3', to: 'brand.8', deg: 135 }}
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.text')}
        </Text>
        <Button component={Link} href="/" size="md" mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
