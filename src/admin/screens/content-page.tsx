import { Title } from '@mantine/core';

// Being built (issue 43): this screen's helper replaces this file.
export function ContentPage() {
  return <Title order={2}>Content</Title>;
}
