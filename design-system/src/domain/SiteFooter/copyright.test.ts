import { describe, expect, it } from 'vitest';
import { copyrightNotice, copyrightYears } from './copyright';

describe('copyright range', () => {
  it('is a single year in the start year', () => {
    expect(copyrightYears(2025)).toBe('2025');
    expect(copyrightNotice(2025)).toBe('© 2025 Городские события');
  });

  it('runs from 2025 to the current year with an en dash', () => {
    expect(copyrightYears(2026)).toBe('2025–2026');
    expect(copyrightNotice(2031)).toBe('© 2025–2031 Городские события');
  });

  it('never runs backwards when the clock is wrong', () => {
    expect(copyrightYears(2019)).toBe('2025');
  });
});
