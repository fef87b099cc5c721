import { describe, expect, it } from 'vitest';
import { DROPDOWN_OFFSET, dropdownHeight, dropdownPlacement } from '../../src/app/shell/dropdown-placement';

describe('currency dropdown placement (spec §2)', () => {
  it('is 52 px per option, at most 260 px', () => {
    expect(dropdownHeight(1)).toBe(52);
    expect(dropdownHeight(3)).toBe(156);
    expect(dropdownHeight(5)).toBe(260);
    expect(dropdownHeight(6)).toBe(260);
  });
  it('opens downward when the whole list fits below the button', () => {
    expect(dropdownPlacement(6, 260 + DROPDOWN_OFFSET)).toEqual({ position: 'bottom', height: 260 });
    expect(dropdownPlacement(2, 200)).toEqual({ position: 'bottom', height: 104 });
  });
  it('opens upward when there is not enough room below', () => {
    expect(dropdownPlacement(6, 259)).toEqual({ position: 'top', height: 260 });
    expect(dropdownPlacement(2, 60)).toEqual({ position: 'top', height: 104 });
  });
});
