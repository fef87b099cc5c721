import { Radio, ScrollArea, SimpleGrid, Text } from '@mantine/core';
import { useT } from '../../app/app-actor';

const ALL_VALUE = '__all__';

interface FilterGroupProps {
  title: string;
  options: string[];
  /** null = the 'all' option. Compared case-insensitively. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One radio group of the listing's dynamic filters, with its 'all' option first (spec §2). */
export function FilterGroup({ title, options, value, onChange }: FilterGroupProps) {
  const t = useT();
  if (options.length === 0) return null;
  const selected = options.find((o) => o.toLowerCase() === value?.toLowerCase()) ?? ALL_VALUE;
  return (
    <Radio.Group
      value={selected}
      onChange={(v) => onChange(v === ALL_VALUE ? null : v)}
      label={
        <Text component="span" size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
          {title}
        </Text>
      }
    >
      <ScrollArea.Autosize mah={options.length > 12 ? 230 : undefined} type="auto" offsetScrollbars mt={8}>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={8}>
          <Radio value={ALL_VALUE} label={t('listing.filters.all')} size="xs" />
          {options.map((option) => (
            <Radio key={option} value={option} label={option} size="xs" styles={{ label: { wordBreak: 'break-word' } }} />
          ))}
        </SimpleGrid>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
