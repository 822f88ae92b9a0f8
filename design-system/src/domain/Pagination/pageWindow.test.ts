import { describe, expect, it } from 'vitest';
import { MAX_PAGE_BUTTONS, pageWindow, shownRange } from './pageWindow';

describe('pageWindow', () => {
  it('shows at most five buttons (docs/back-office.md#tables)', () => {
    expect(MAX_PAGE_BUTTONS).toBe(5);
    for (let page = 1; page <= 40; page++) expect(pageWindow(page, 40).length).toBeLessThanOrEqual(5);
  });

  it('starts at page 1 near the beginning', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle', () => {
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(10, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('still has page 1 for an empty list', () => {
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(0, 12)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('shownRange', () => {
  it('numbers the rows of a full page', () => {
    expect(shownRange(1, 25, 287)).toEqual({ from: 1, to: 25 });
    expect(shownRange(2, 25, 287)).toEqual({ from: 26, to: 50 });
  });

  it('stops at the total on the last page', () => {
    expect(shownRange(12, 25, 287)).toEqual({ from: 276, to: 287 });
    expect(shownRange(1, 25, 7)).toEqual({ from: 1, to: 7 });
  });

  it('is 0–0 for an empty list', () => {
    expect(shownRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
