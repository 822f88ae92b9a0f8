import { useEffect, useState } from 'react';

/**
 * The current instant, renewed every `intervalMs`: a card turns to 'Мероприятие уже началось'
 * while the page stays open (docs/events.md#dates-and-times).
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
