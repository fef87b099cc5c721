import { describe, expect, it } from 'vitest';
import { parseDay } from '../../machines/dates/date-format';

describe('parseDay (history date filters, typed DD.MM.YYYY)', () => {
  it('takes real days as the tables write them, and nothing else', () => {
    expect(parseDay('25.11.2026')).toBe('2026-11-25');
    expect(parseDay(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseDay('29.02.2024')).toBe('2024-02-29');
    for (const bad of ['31.02.2026', '29.02.2026', '2026-11-25', '11/25/2026', '25.11.26', '25.13.2026', '']) expect(parseDay(bad), bad).toBeNull();
  });
});
