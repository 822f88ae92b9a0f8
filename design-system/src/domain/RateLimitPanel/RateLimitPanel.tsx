import { ProgressBar, Label } from 'react-aria-components';
import { RATE_LIMIT_TITLES, type RateLimitResponse } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { InfoIcon } from '../../primitives/shared';
import { Heading } from '../../layout';
import { countdownBand, formatCountdown, formatUnlockTime, progressScale, showsProgress } from './countdown';
import { RATE_LIMIT_TIPS } from './rateLimitTips';
import { useCountdown } from './useCountdown';
import * as styles from './RateLimitPanel.css';

export interface RateLimitPanelProps {
  rateLimit: RateLimitResponse;
  /** Called once when the countdown reaches zero; the caller clears the limit. */
  onExpire?(): void;
  /** When given, a retry button is shown, enabled only once the wait is over. */
  onRetry?(): void;
  /** IANA zone for the unlock time; the browser's zone by default. */
  timeZone?: string;
}

/** docs/accounts.md#rate-limit-panel: what a 429 with the rate-limit shape tells the user. */
export function RateLimitPanel({ rateLimit, onExpire, onRetry, timeZone }: RateLimitPanelProps) {
  const { rateLimitType, remainingTime, attemptsUsed, maxAttempts, resetTime } = rateLimit;
  // A new 429 brings a new reset time, which restarts the countdown.
  const secondsLeft = useCountdown(remainingTime, `${rateLimitType}|${resetTime}`, onExpire);
  const isOver = secondsLeft === 0;
  const band = countdownBand(secondsLeft);

  return (
    <section className={styles.panel} data-band={band}>
      <Heading level={2}>{RATE_LIMIT_TITLES[rateLimitType]}</Heading>
      <p className={styles.attempts}>
        Использовано попыток: {attemptsUsed} из {maxAttempts}
      </p>

      <div>
        {!isOver && (
          <p className={styles.countdownRow}>
            <span className={styles.countdownCaption}>Повторить можно через</span>
            {/* role="timer" is not live: the time is read on demand, not announced every second. */}
            <span role="timer" className={styles.countdown[band]}>
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        )}
        {/* Always mounted, so reaching zero is announced; empty, it takes no space. */}
        <p role="status" className={styles.expiredMessage}>
          {isOver ? 'Можно попробовать снова' : ''}
        </p>
      </div>

      {showsProgress(secondsLeft) && (
        <ProgressBar
          className={styles.progress}
          value={secondsLeft}
          minValue={0}
          maxValue={progressScale(remainingTime)}
          valueLabel={formatCountdown(secondsLeft)}
        >
          {({ percentage }) => (
            <>
              <Label className={styles.progressLabel}>Осталось времени</Label>
              <div className={styles.progressTrack}>
                {/* The width is the one value that changes every second. */}
                <div className={styles.progressFill[band]} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}

      {!isOver && (
        <p className={styles.unlockTime}>Ограничение снимется в {formatUnlockTime(resetTime, timeZone)}</p>
      )}

      <p className={styles.tip}>
        <InfoIcon className={styles.tipIcon} />
        <span>{RATE_LIMIT_TIPS[rateLimitType]}</span>
      </p>

      {onRetry && (
        <Button variant="primary" isDisabled={!isOver} onPress={onRetry}>
          Повторить попытку
        </Button>
      )}
    </section>
  );
}
