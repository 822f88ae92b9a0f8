import { describe, expect, it } from 'vitest';
import { firstCardsAt } from './useCardsInSteps';

describe('the cards a list draws at once (two rows of the grid)', () => {
  it('draws two on a phone, where one column shows', () => {
    expect(firstCardsAt(320)).toBe(2);
    expect(firstCardsAt(390)).toBe(2);
  });

  it('draws two rows of a wider grid, at most six', () => {
    expect(firstCardsAt(600)).toBe(4);
    expect(firstCardsAt(900)).toBe(6);
    expect(firstCardsAt(1280)).toBe(6);
    expect(firstCardsAt(2560)).toBe(6);
  });
});
