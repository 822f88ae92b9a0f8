export {
  CALENDAR_SUBSCRIPTION_TEXTS,
  CalendarSubscriptionPanel,
  type CalendarSubscriptionPanelProps,
  type CalendarSubscriptionState,
} from './CalendarSubscriptionPanel';
