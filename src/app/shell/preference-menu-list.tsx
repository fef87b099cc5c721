// The currency and language menus once opened (src/app/shell/preference-menu.tsx): loaded on demand.
import { Menu, ScrollArea, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { DROPDOWN_OFFSET, OPTION_HEIGHT, type DropdownPlacement } from './dropdown-placement';

export interface PreferenceOption {
  value: string;
  label: ReactNode;
  /** Short text at the right of the option, e.g. the currency symbol. */
  hint?: string;
}

export interface PreferenceMenuListProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
  placement: DropdownPlacement;
  options: PreferenceOption[];
  selected: string;
  onSelect: (value: string) => void;
  fullWidth?: boolean;
}

export function PreferenceMenuList({ target, opened, onChange, placement, options, selected, onSelect, fullWidth }: PreferenceMenuListProps) {
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position={placement.position === 'top' ? 'top-end' : 'bottom-end'}
      offset={DROPDOWN_OFFSET}
      middlewares={{ flip: false, shift: true }}
      width={fullWidth ? 'target' : 200}
      shadow="lg"
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown p={0} data-position={placement.position}>
        <ScrollArea.Autosize mah={placement.height} type="auto">
          {options.map((option) => (
            <Menu.Item
              key={option.value}
              h={OPTION_HEIGHT}
              onClick={() => onSelect(option.value)}
              aria-current={option.value === selected ? 'true' : undefined}
              leftSection={option.value === selected ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
              rightSection={option.hint ? <Text size="sm" c="dimmed">{option.hint}</Text> : undefined}
            >
              {option.label}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
