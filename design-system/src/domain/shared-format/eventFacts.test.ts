import { describe, expect, it } from 'vitest';
import { formatAgeLimit, formatParticipants, formatPriceAmount, priceLabel } from './eventFacts';

const NBSP = '\u00a0';

describe('formatAgeLimit', () => {
  it('adds the plus', () => {
    expect(formatAgeLimit(0)).toBe('0+');
    expect(formatAgeLimit(18)).toBe('18+');
  });
});

describe('formatPriceAmount', () => {
  it('groups thousands the Russian way and shows kopecks only when present', () => {
    expect(formatPriceAmount(500)).toBe('500');
    expect(formatPriceAmount(1500)).toBe(`1${NBSP}500`);
    expect(formatPriceAmount(499.99)).toBe('499,99');
    expect(formatPriceAmount(100.5)).toBe('100,50');
  });
});

describe('priceLabel', () => {
  it('is the amount when paid with a price', () => {
    expect(priceLabel({ isPaid: true, price: 1500 })).toEqual({ kind: 'price', amount: `1${NBSP}500` });
  });

  it("is 'paid' without a price and 'free' when not paid, even if a price lingers", () => {
    expect(priceLabel({ isPaid: true, price: null })).toEqual({ kind: 'paid' });
    expect(priceLabel({ isPaid: true, price: 0 })).toEqual({ kind: 'paid' });
    expect(priceLabel({ isPaid: false, price: 300 })).toEqual({ kind: 'free' });
  });
});

describe('formatParticipants (docs/events.md#the-card)', () => {
  it('shows count/max with a limit', () => {
    expect(formatParticipants({ participantCount: 3, maxParticipants: 10 })).toBe('3/10 участников');
  });

  it('marks a full event', () => {
    expect(formatParticipants({ participantCount: 10, maxParticipants: 10 })).toBe('10/10 участников (заполнено)');
  });

  it('marks an unlimited one', () => {
    expect(formatParticipants({ participantCount: 0, maxParticipants: null })).toBe('0 участников (без ограничений)');
  });
});

describe('formatParticipants: the noun agrees with its number (docs/events.md#the-card)', () => {
  it.each([
    [{ participantCount: 1, maxParticipants: null }, '1 участник (без ограничений)'],
    [{ participantCount: 2, maxParticipants: null }, '2 участника (без ограничений)'],
    [{ participantCount: 5, maxParticipants: null }, '5 участников (без ограничений)'],
    [{ participantCount: 21, maxParticipants: null }, '21 участник (без ограничений)'],
    [{ participantCount: 3, maxParticipants: 10 }, '3/10 участников'],
    [{ participantCount: 1, maxParticipants: 21 }, '1/21 участника'],
    [{ participantCount: 1, maxParticipants: 1 }, '1/1 участника (заполнено)'],
  ])('%o → %s', (event, text) => {
    expect(formatParticipants(event)).toBe(text);
  });
});
