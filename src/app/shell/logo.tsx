import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../app-actor';

/** A small inline mark (a faceted gem) and the shop's name; links home. */
export function Logo() {
  const t = useT();
  return (
    // Named by its visible text (plus a hidden "Home"), so speech control can say what it sees.
    <UnstyledButton component={Link} href="/">
      <Group gap={8} wrap="nowrap">
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
          <defs>
            <linearGradient id="logo-gem" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#ffd894" />
              <stop offset="1" stopColor="#e38800" />
            </linearGradient>
          </defs>
          <path d="M8 4h16l6 8-14 17L2 12z" fill="url(#logo-gem)" />
          <path d="M2 12h28M8 4l4 8 4-8 4 8 4-8M12 12l4 17 4-17" fill="none" stroke="#0b0d16" strokeOpacity=".35" strokeWidth="1.2" />
        </svg>
        <Text component="span" fw={900} fz={20} lts={-0.5} c="white">
          SKIN<Text component="span" inherit c="brand.5">SHOP</Text>
        </Text>
        <VisuallyHidden>{t('footer.home')}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
