import { Badge, Box, Button, Container, Grid, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconBolt, IconShieldLock, IconSword, IconTarget } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { useT } from '../../app/app-actor';
import classes from './home-hero.module.css';
import { TypingHeadline } from './typing-headline';

interface HomeHeroProps {
  onStart: () => void;
}

const GAMES = [
  { href: '/products/cs2/all', label: 'CS2', key: 'home.game.cs2', accent: '#f5a524', Icon: IconTarget },
  { href: '/products/dota2/all', label: 'DOTA 2', key: 'home.game.dota2', accent: '#e5484d', Icon: IconSword },
];

export function HomeHero({ onStart }: HomeHeroProps) {
  const t = useT();
  return (
    <Box className={classes.hero} py={{ base: 48, md: 88 }} data-testid="home-hero">
      <Container size="lg" className={classes.content}>
        <Grid gap={48} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Group gap="xs">
                <Badge variant="light" color="orange" leftSection={<IconBolt size={12} />}>
                  {t('home.badge.delivery')}
                </Badge>
                <Badge variant="light" color="blue" leftSection={<IconShieldLock size={12} />}>
                  {t('home.badge.secure')}
                </Badge>
              </Group>
              <TypingHeadline />
              <Text size="lg" c="gray.4" maw={560}>
                {t('home.pitch')}
              </Text>
              <Group>
                <Button
                  size="lg"
                  radius="md"
                  variant="gradient"
                  gradient={{ from: 'orange', to: 'red', deg: 90 }}
                  rightSection={<IconArrowRight size={18} />}
                  onClick={onStart}
                >
                  {t('home.startNow')}
                </Button>
                <Button component={Link} href="/products/new-arrivals" size="lg" radius="md" variant="default">
                  {t('home.newSkins')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              {GAMES.map(({ href, label, key, accent, Icon }) => (
                <Paper
                  key={href}
                  component={Link}
                  href={href}
                  className={classes.game}
                  p="lg"
                  radius="lg"
                  bg="rgba(20, 22, 30, 0.75)"
                  style={{ '--accent': accent } as CSSProperties}
                >
                  <Group wrap="nowrap">
                    <ThemeIcon size={52} radius="md" variant="light" color={accent}>
                      <Icon size={28} />
                    </ThemeIcon>
                    <div>
                      <Text fw={800} size="xl" c="white">
                        {label}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t(key)}
                      </Text>
                    </div>
                    <IconArrowRight size={20} style={{ marginLeft: 'auto', color: accent }} />
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
