import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession, useSessionRef } from './console-actor';
import { navigationFor } from './navigation';

/** The console's frame: the navigation (only what the role may do; a burger menu on a phone), who is signed in, sign-out. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useSession();
  const sessionRef = useSessionRef();
  const [location] = useLocation();
  const me = session.context.me;
  const items = navigationFor(me?.permissions ?? []);
  const isCurrent = (path: string) => (path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close the menu' : 'Open the menu'} />
            <Title order={1} size="h4" c="brand.5">
              Console
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate maw={220} data-testid="staff-email">
              {me?.email}
            </Text>
            <Badge variant="light" data-testid="staff-role">
              {me?.role}
            </Badge>
            <Button size="xs" variant="default" onClick={() => sessionRef.send({ type: 'SIGN_OUT' })} loading={session.matches('signingOut')}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Console">
        <Stack gap={2} component="nav" aria-label="Console screens">
          {items.map((item) => (
            <NavLink key={item.path} component={Link} href={item.path} label={item.label} active={isCurrent(item.path)} onClick={close} />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
