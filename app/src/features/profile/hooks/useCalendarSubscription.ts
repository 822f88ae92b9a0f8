import { useRef, useState } from 'react';
import useSWR from 'swr';
import { webcalUrl } from '@city/contracts';
import { showToast, type CalendarSubscriptionState } from '@city/design-system';
import { getCalendarSubscription, reissueCalendarSubscription } from '../../../api/calendar';
import { calendarMessages } from '../../../i18n/profileMessages';

export interface CalendarSubscriptionFlow {
  state: CalendarSubscriptionState;
  copy(url: string): void;
  reissue(): Promise<void>;
  retry(): Promise<unknown>;
}

/** The swr key: the call it mirrors. */
const SUBSCRIPTION_KEY = '/api/calendar/subscription';

/**
 * docs/events.md#calendars: the profile's calendar block. The address is issued on the first load;
 * «Выпустить новую ссылку» replaces it (the old one stops working) and says so in a toast. A
 * failed reissue keeps the old address on screen; the request wrapper shows the failure.
 */
export function useCalendarSubscription(): CalendarSubscriptionFlow {
  const { data, error, mutate } = useSWR(SUBSCRIPTION_KEY, () => getCalendarSubscription({ kind: 'read' }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [isReissuing, setReissuing] = useState(false);
  // A ref for the check (two presses in one frame both see the old state), state for the render.
  const reissuingRef = useRef(false);

  async function reissue(): Promise<void> {
    if (reissuingRef.current) return;
    reissuingRef.current = true;
    setReissuing(true);
    try {
      const next = await reissueCalendarSubscription();
      await mutate(next, { revalidate: false });
      showToast({ tone: 'success', title: calendarMessages.reissued, description: next.url });
    } catch {
      // The request wrapper has already shown the failure; the old address stays on screen.
    } finally {
      reissuingRef.current = false;
      setReissuing(false);
    }
  }

  function copy(url: string): void {
    navigator.clipboard.writeText(url).then(
      () => showToast({ tone: 'success', title: calendarMessages.copied }),
      () => showToast({ tone: 'error', title: calendarMessages.copyFailed }),
    );
  }

  const state: CalendarSubscriptionState = data
    ? { kind: 'ready', url: data.url, webcalUrl: webcalUrl(data.url), isReissuing }
    : error !== undefined
      ? { kind: 'failed' }
      : { kind: 'loading' };
  return { state, copy, reissue, retry: () => mutate() };
}
