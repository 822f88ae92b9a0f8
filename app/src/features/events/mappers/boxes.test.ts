import { describe, expect, it } from 'vitest';
import { boxesOverlap } from './boxes';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('boxesOverlap', () => {
  it('is true only when the boxes share some area', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(boxesOverlap(box(0, 0, 100, 10), box(20, 2, 5, 5))).toBe(true);
    expect(boxesOverlap(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 10, 10), box(0, 10, 10, 10))).toBe(false);
  });
});
