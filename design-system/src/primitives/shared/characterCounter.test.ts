import { describe, expect, it } from 'vitest';
import { counterAnnouncement, counterState, limitReachedText, remainingText } from './characterCounter';

// docs/accounts.md#site-frame: report reason max 500, warning above 450.
const complaintReason = { max: 500, warnAt: 450 };

describe('counterState', () => {
  it.each([
    [0, 500, 'normal'],
    [450, 50, 'normal'],
    [451, 49, 'warning'],
    [500, 0, 'warning'],
  ] as const)('%i characters used → %i left, %s', (length, remaining, level) => {
    expect(counterState(length, complaintReason)).toEqual({ remaining, level });
  });

  it('never reports a negative remainder (a value set from outside may be longer)', () => {
    expect(counterState(510, complaintReason).remaining).toBe(0);
  });

  it('uses the feedback thresholds the same way (subject 256 / 230)', () => {
    expect(counterState(230, { max: 256, warnAt: 230 }).level).toBe('normal');
    expect(counterState(231, { max: 256, warnAt: 230 }).level).toBe('warning');
  });
});

describe('counterAnnouncement', () => {
  it('stays silent while typing below the threshold and while typing inside the warning zone', () => {
    expect(counterAnnouncement(10, 11, complaintReason)).toBeNull();
    expect(counterAnnouncement(449, 450, complaintReason)).toBeNull();
    expect(counterAnnouncement(452, 453, complaintReason)).toBeNull();
    expect(counterAnnouncement(470, 460, complaintReason)).toBeNull();
  });

  it('announces the remainder once when the warning threshold is crossed', () => {
    expect(counterAnnouncement(450, 451, complaintReason)).toBe(remainingText(49));
    expect(remainingText(49)).toBe('Осталось символов: 49');
  });

  it('announces the remainder after a paste that jumps over the threshold', () => {
    expect(counterAnnouncement(100, 480, complaintReason)).toBe('Осталось символов: 20');
  });

  it('announces reaching the limit, also straight from the normal zone', () => {
    expect(counterAnnouncement(499, 500, complaintReason)).toBe(limitReachedText(500));
    expect(counterAnnouncement(0, 500, complaintReason)).toBe('Достигнут предел: 500 символов');
    expect(counterAnnouncement(500, 500, complaintReason)).toBeNull();
  });

  it('empties the region when the text goes back under the threshold, so the next crossing is heard', () => {
    expect(counterAnnouncement(451, 450, complaintReason)).toBe('');
    expect(counterAnnouncement(500, 0, complaintReason)).toBe('');
    expect(counterAnnouncement(450, 451, complaintReason)).toBe('Осталось символов: 49');
  });
});
