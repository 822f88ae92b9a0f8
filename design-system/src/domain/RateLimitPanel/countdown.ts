import { RATE_LIMIT_COUNTDOWN_BANDS, RATE_LIMIT_PROGRESS_MAX_SECONDS } from '@city/contracts';

/** docs/accounts.md#rate-limit-panel: the countdown colour changes at 60, 30 and 10 seconds left. */
export type CountdownBand = 'neutral' | 'notice' | 'warning' | 'critical';

export function countdownBand(secondsLeft: number): CountdownBand {
  if (secondsLeft <= RATE_LIMIT_COUNTDOWN_BANDS.critical) return 'critical';
  if (secondsLeft <= RATE_LIMIT_COUNTDOWN_BANDS.warning) return 'warning';
  if (secondsLeft <= RATE_LIMIT_COUNTDOWN_BANDS.notice) return 'notice';
  return 'neutral';
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** m:ss, or h:mm:ss once the wait is an hour or longer (daily resend limits). */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.ceil(secondsLeft));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${minutes}:${twoDigits(seconds)}`;
}

/** docs/accounts.md#rate-limit-panel: the progress bar is shown only while less than 300 s remain. */
export const showsProgress = (secondsLeft: number): boolean =>
  secondsLeft > 0 && secondsLeft < RATE_LIMIT_PROGRESS_MAX_SECONDS;

/** The bar is full when it first appears: its scale is the shorter of the whole wait and 300 s. */
export const progressScale = (initialSeconds: number): number =>
  Math.max(1, Math.min(initialSeconds, RATE_LIMIT_PROGRESS_MAX_SECONDS));

/** hh:mm (24-hour) at which the limit lifts, in `timeZone` or the browser's zone. */
export function formatUnlockTime(resetTime: string | Date, timeZone?: string): string {
  const formatter = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
  return formatter.format(typeof resetTime === 'string' ? new Date(resetTime) : resetTime);
}

/** Whole seconds left until `deadline`, never negative. */
export const secondsUntil = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));
