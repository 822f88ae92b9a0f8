import { LinkButton, StatusScreen } from '@city/design-system';
import { eventDetailsMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';

/** docs/accounts.md#site-frame, docs/accounts.md#request-failures: an event that is missing, deleted or failed to load. */
export function EventNotFound() {
  usePageTitle(eventDetailsMessages.notFoundTitle);
  return (
    <StatusScreen
      tone="info"
      title={eventDetailsMessages.notFoundTitle}
      description={eventDetailsMessages.notFoundDescription}
      actions={<LinkButton href="/events">{eventDetailsMessages.toEvents}</LinkButton>}
    />
  );
}
