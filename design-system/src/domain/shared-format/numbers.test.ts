import { describe, expect, it } from 'vitest';
import { formatCount, formatOneDecimal, formatPercent, formatShareAsPercent } from './numbers';

// ru-RU separates digit groups and the percent sign with a no-break space.
const NBSP = '\u00a0';

describe('formatOneDecimal', () => {
  it('always shows one decimal, with a comma', () => {
    expect(formatOneDecimal(2.5)).toBe('2,5');
    expect(formatOneDecimal(3)).toBe('3,0');
    expect(formatOneDecimal(0)).toBe('0,0');
  });

  it('rounds to one decimal', () => {
    expect(formatOneDecimal(2.46)).toBe('2,5');
    expect(formatOneDecimal(2.44)).toBe('2,4');
  });
});

describe('formatShareAsPercent', () => {
  it('shows a 0–1 share as a percent with one decimal', () => {
    expect(formatShareAsPercent(0.875)).toBe(`87,5${NBSP}%`);
    expect(formatShareAsPercent(0.9234)).toBe(`92,3${NBSP}%`);
    expect(formatShareAsPercent(1)).toBe(`100,0${NBSP}%`);
    expect(formatShareAsPercent(0)).toBe(`0,0${NBSP}%`);
  });
});

describe('formatPercent', () => {
  it('shows a rate already in percent', () => {
    expect(formatPercent(66.6667)).toBe(`66,7${NBSP}%`);
    expect(formatPercent(100)).toBe(`100,0${NBSP}%`);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12345)).toBe(`12${NBSP}345`);
  });
});
