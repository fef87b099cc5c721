import { Title } from '@mantine/core';

// Being built (issue 43): this screen's helper replaces this file.
export function PricesPage() {
  return <Title order={2}>Prices</Title>;
}
