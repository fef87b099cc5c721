/** Spec §2: 52 px per option, at most 260 px tall. */
export const OPTION_HEIGHT = 52;
const MAX_DROPDOWN_HEIGHT = 260;
/** Gap between the button and its dropdown. */
export const DROPDOWN_OFFSET = 6;

export interface DropdownPlacement {
  position: 'bottom' | 'top';
  height: number;
}

export function dropdownHeight(optionCount: number): number {
  return Math.min(Math.max(optionCount, 1) * OPTION_HEIGHT, MAX_DROPDOWN_HEIGHT);
}

/** Opens upward when there is not enough room below the button for the whole dropdown. */
export function dropdownPlacement(optionCount: number, spaceBelow: number): DropdownPlacement {
  const height = dropdownHeight(optionCount);
  return { position: spaceBelow < height + DROPDOWN_OFFSET ? 'top' : 'bottom', height };
}

/** Room under an element in the current window. */
export function spaceBelow(element: Element): number {
  return window.innerHeight - element.getBoundingClientRect().bottom;
}
