import { Box, Button, Overlay, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useT } from '../../app/app-actor';

/** For visitors: a blurred glimpse of the personal area with a call to sign in (spec §1). */
export function LoginOverlay({ onLogin }: { onLogin: () => void }) {
  const t = useT();
  return (
    <Paper data-testid="login-overlay" pos="relative" radius="lg" p="xl" bg="dark.7" style={{ overflow: 'hidden' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Box key={i}>
            <Skeleton animate={false} height={110} radius="md" />
            <Skeleton animate={false} height={10} mt="sm" width="70%" />
            <Skeleton animate={false} height={14} mt="xs" width="40%" />
          </Box>
        ))}
      </SimpleGrid>
      <Overlay blur={4} backgroundOpacity={0.55} color="#0d0f15" center zIndex={2}>
        <Stack align="center" gap="sm" px="md" ta="center">
          <Title order={3} c="white">
            {t('home.loginOverlay.title')}
          </Title>
          <Text c="gray.4" maw={460}>
            {t('home.loginOverlay.text')}
          </Text>
          <Button leftSection={<IconLogin2 size={18} />} onClick={onLogin} radius="md">
            {t('home.loginOverlay.button')}
          </Button>
        </Stack>
      </Overlay>
    </Paper>
  );
}
