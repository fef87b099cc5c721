import { Button, Group, Radio, Text } from '@mantine/core';
import { useState } from 'react';
import { useItemWord, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';

const ALL_VALUE = '__all__';

/** Longer groups (heroes) show this many options until the visitor asks for all of them. */
export const FILTER_OPTIONS_SHOWN = 6;

/** A label is never broken inside a word ("Battle-Scarred", "Autographed"). */
const NO_BREAK = { label: { whiteSpace: 'nowrap' } } as const;

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
  const word = useItemWord();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const selected = options.find((o) => o.toLowerCase() === value?.toLowerCase()) ?? ALL_VALUE;
  const long = options.length > FILTER_OPTIONS_SHOWN;
  // The chosen option stays visible when the group is folded.
  const shown =
    !long || expanded
      ? options
      : options.filter((option, index) => index < FILTER_OPTIONS_SHOWN || option === selected);
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
      {/* Options flow in rows and wrap whole: no word is broken, and no list scrolls inside the sidebar. */}
      <Group gap={8} mt={8} data-testid="filter-options">
        <Radio value={ALL_VALUE} label={t('listing.filters.all')} size="xs" styles={NO_BREAK} />
        {shown.map((option) => (
          <Radio key={option} value={option} label={word(option)} size="xs" styles={NO_BREAK} />
        ))}
      </Group>
      {long && (
        <Button variant="subtle" color="gray" size="compact-xs" mt={6} px={0} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('listing.filters.showFewer') : fill(t('listing.filters.showAll'), { count: options.length })}
        </Button>
      )}
    </Radio.Group>
  );
}
