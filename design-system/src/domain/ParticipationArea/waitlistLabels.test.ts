import { describe, expect, it } from 'vitest';
import { waitingLabel, waitlistLengthLabel } from './waitlistLabels';

describe('waitlist labels', () => {
  it('names the place in line and its length', () => {
    expect(waitingLabel(1, 1)).toBe('Вы в листе ожидания: 1-й по очереди из 1');
    expect(waitingLabel(3, 5)).toBe('Вы в листе ожидания: 3-й по очереди из 5');
  });

  it('counts the people waiting with the noun agreeing, and says nothing of an empty line', () => {
    expect(waitlistLengthLabel(0)).toBeNull();
    expect(waitlistLengthLabel(1)).toBe('В листе ожидания 1 человек');
    expect(waitlistLengthLabel(3)).toBe('В листе ожидания 3 человека');
    expect(waitlistLengthLabel(12)).toBe('В листе ожидания 12 человек');
  });
});
