import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconCreditCard, IconHeadset, IconShieldCheck } from '@tabler/icons-react';
import { useT } from '../../app/app-actor';

const FEATURES = [
  { Icon: IconBolt, color: 'orange', key: 'home.feature.delivery' },
  { Icon: IconShieldCheck, color: 'teal', key: 'home.feature.secure' },
  { Icon: IconCreditCard, color: 'blue', key: 'home.feature.balance' },
  { Icon: IconHeadset, color: 'grape', key: 'home.feature.support' },
];

export function HomeFeatures() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {FEATURES.map(({ Icon, color, key }) => (
        <Paper key={key} p="md" radius="md" bg="dark.6" withBorder>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color={color}>
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} c="white" size="sm">
                {t(`${key}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`${key}.text`)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
