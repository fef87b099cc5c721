// A header/footer dropdown (currency, language) whose list opens upward when there is no room below.
import { Button, Menu, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useDropdown } from '../app-actor';
import { DROPDOWN_OFFSET, OPTION_HEIGHT, dropdownPlacement, spaceBelow, type DropdownPlacement } from './dropdown-placement';

interface PreferenceOption {
  value: string;
  label: ReactNode;
  /** Short text at the right of the option, e.g. the currency symbol. */
  hint?: string;
}

interface PreferenceMenuProps {
  testId: string;
  ariaLabel: string;
  current: ReactNode;
  options: PreferenceOption[];
  selected: string;
  onSelect: (value: string) => void;
  busy?: boolean;
  fullWidth?: boolean;
}

export function PreferenceMenu({ testId, ariaLabel, current, options, selected, onSelect, busy, fullWidth }: PreferenceMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  // Open state lives in the root actor (one dropdown at a time, closed on navigation); the test id
  // is unique per rendered instance (header, footer, mobile menu).
  const { opened, setOpened } = useDropdown(testId);
  const [placement, setPlacement] = useState<DropdownPlacement>(() => dropdownPlacement(options.length, Infinity));

  const toggle = (next: boolean) => {
    if (next && target.current) setPlacement(dropdownPlacement(options.length, spaceBelow(target.current)));
    setOpened(next);
  };

  return (
    <Menu
      opened={opened}
      onChange={toggle}
      position={placement.position === 'top' ? 'top-end' : 'bottom-end'}
      offset={DROPDOWN_OFFSET}
      middlewares={{ flip: false, shift: true }}
      width={fullWidth ? 'target' : 200}
      shadow="lg"
    >
      <Menu.Target>
        <Button
          ref={target}
          data-testid={testId}
          variant="default"
          size="sm"
          loading={busy}
          fullWidth={fullWidth}
          rightSection={<IconChevronDown size={14} stroke={2} />}
          justify={fullWidth ? 'space-between' : undefined}
        >
          {/* Named "Currency: € EUR": the visible text inside the name, as speech control needs. */}
          <VisuallyHidden>{ariaLabel}: </VisuallyHidden>
          {current}
        </Button>
      </Menu.Target>
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
