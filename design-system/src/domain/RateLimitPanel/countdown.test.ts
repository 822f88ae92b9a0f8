import { describe, expect, it } from 'vitest';
import {
  countdownBand,
  formatCountdown,
  formatUnlockTime,
  progressScale,
  secondsUntil,
  showsProgress,
} from './countdown';

describe('countdownBand', () => {
  it.each([
    [3600, 'neutral'],
    [61, 'neutral'],
    [60, 'notice'],
    [31, 'notice'],
    [30, 'warning'],
    [11, 'warning'],
    [10, 'critical'],
    [1, 'critical'],
    [0, 'critical'],
  ] as const)('%i s left → %s', (seconds, band) => {
    expect(countdownBand(seconds)).toBe(band);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [90, '1:30'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [86_399, '23:59:59'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('rounds a fractional second up and never shows a negative time', () => {
    expect(formatCountdown(4.2)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('progress bar', () => {
  it('is shown only while more than 0 and less than 300 s remain', () => {
    expect(showsProgress(300)).toBe(false);
    expect(showsProgress(299)).toBe(true);
    expect(showsProgress(1)).toBe(true);
    expect(showsProgress(0)).toBe(false);
  });

  it('scales to the whole wait when it is short, else to 300 s', () => {
    expect(progressScale(45)).toBe(45);
    expect(progressScale(900)).toBe(300);
    expect(progressScale(0)).toBe(1);
  });
});

describe('formatUnlockTime', () => {
  const reset = '2026-03-01T21:05:00Z';

  it('shows 24-hour hh:mm in the given time zone', () => {
    expect(formatUnlockTime(reset, 'Europe/Moscow')).toBe('00:05');
    expect(formatUnlockTime(reset, 'UTC')).toBe('21:05');
    expect(formatUnlockTime(reset, 'Asia/Yekaterinburg')).toBe('02:05');
  });

  it('pads the morning hours and accepts a Date', () => {
    expect(formatUnlockTime(new Date('2026-03-01T06:07:00Z'), 'UTC')).toBe('06:07');
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds up and stops at zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});
