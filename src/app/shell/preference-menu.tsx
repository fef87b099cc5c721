// A header/footer dropdown (currency, language) whose list opens upward when there is no room below.
import { Button, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useDropdown } from '../app-actor';
import { dropdownPlacement, spaceBelow, type DropdownPlacement } from './dropdown-placement';
import { codeOnDemand } from '../code-on-demand';
import { MenuOnDemand } from './menu-on-demand';
import type { PreferenceOption } from './preference-menu-list';

const list = codeOnDemand(() => import('./preference-menu-list').then(({ PreferenceMenuList }) => PreferenceMenuList));

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

  const button = (onClick?: () => void) => (
    <Button
      ref={target}
      data-testid={testId}
      variant="default"
      size="sm"
      loading={busy}
      fullWidth={fullWidth}
      rightSection={<IconChevronDown size={14} stroke={2} />}
      justify={fullWidth ? 'space-between' : undefined}
      onClick={onClick}
      aria-haspopup={onClick ? 'menu' : undefined}
      aria-expanded={onClick ? false : undefined}
    >
      {/* Named "Currency: € EUR": the visible text inside the name, as speech control needs. */}
      <VisuallyHidden>{ariaLabel}: </VisuallyHidden>
      {current}
    </Button>
  );

  return (
    <MenuOnDemand
      code={list}
      opened={opened}
      bareTarget={button(() => toggle(true))}
      props={{ target: button(), opened, onChange: toggle, placement, options, selected, onSelect, fullWidth }}
    />
  );
}
