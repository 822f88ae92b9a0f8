import { CalendarSubscriptionPanel } from '@city/design-system';
import { useCalendarSubscription } from '../hooks/useCalendarSubscription';

/** docs/events.md#calendars: the profile's «Календарь», its address loaded (and issued) on first view. */
export function CalendarSubscriptionBlock() {
  const subscription = useCalendarSubscription();
  return (
    <CalendarSubscriptionPanel
      state={subscription.state}
      onCopy={subscription.copy}
      onReissue={() => void subscription.reissue()}
      onRetry={() => void subscription.retry()}
    />
  );
}
