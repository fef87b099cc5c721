import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../app/app-actor';

interface HomeSectionProps {
  title: string;
  viewAllHref?: string;
  children: ReactNode;
}

export function HomeSection({ title, viewAllHref, children }: HomeSectionProps) {
  const t = useT();
  return (
    <Stack component="section" gap="md" aria-label={title}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" c="white">
          {title}
        </Title>
        {viewAllHref && (
          <Anchor component={Link} href={viewAllHref} c="orange.4" size="sm" fw={600}>
            <Group gap={2}>
              {t('home.viewAll')}
              <IconChevronRight size={16} />
            </Group>
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}
