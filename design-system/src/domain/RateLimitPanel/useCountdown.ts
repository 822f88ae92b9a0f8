import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { secondsUntil } from './countdown';

const TICK_MS = 1000;

interface Wait {
  seconds: number;
  key: unknown;
}

/**
 * Seconds left of a wait that starts at mount (or when `restartKey` changes) and lasts
 * `initialSeconds`. Counting towards a fixed deadline keeps the countdown right even when timers
 * are throttled in a background tab. `onExpire` runs once per wait, on reaching zero — also under
 * StrictMode, which runs the effect twice.
 */
export function useCountdown(initialSeconds: number, restartKey: unknown, onExpire?: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const expire = useEffectEvent(() => onExpire?.());
  const expiredWaitRef = useRef<Wait | null>(null);

  useEffect(() => {
    const deadline = Date.now() + initialSeconds * 1000;
    const isSameWait = (wait: Wait | null) => wait?.seconds === initialSeconds && wait.key === restartKey;
    const update = () => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left > 0) return;
      window.clearInterval(timer);
      if (isSameWait(expiredWaitRef.current)) return;
      expiredWaitRef.current = { seconds: initialSeconds, key: restartKey };
      expire();
    };
    const timer = window.setInterval(update, TICK_MS);
    update();
    return () => window.clearInterval(timer);
  }, [initialSeconds, restartKey]);

  return secondsLeft;
}
