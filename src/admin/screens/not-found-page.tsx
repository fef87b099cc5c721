import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={2}>Nothing here</Title>
      <Text>
        This console page does not exist. <Anchor component={Link} href="/">Back to Today</Anchor>
      </Text>
    </Stack>
  );
}
