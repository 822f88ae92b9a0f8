import { canPerformActions, type User } from '@city/contracts';
import { Alert, EventForm, LinkButton } from '@city/design-system';
import { eventDetailsMessages, eventFormPageMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useCreateEventPage } from '../hooks/useCreateEventPage';
import { useNow } from '../hooks/useNow';
import { cityWallClock } from '../mappers/cityClock';
import { EventFormLayout } from './EventFormLayout';
import { LeaveFormDialog } from './LeaveFormDialog';

/** docs/events.md#creating-and-editing: /create-event; a suspended account may not create (docs/events.md#creating-and-editing), so no form. */
export function CreateEventPage({ viewer }: { viewer: User }) {
  usePageTitle(eventFormPageMessages.createPageTitle);
  const now = useNow();
  const page = useCreateEventPage();

  if (!canPerformActions(viewer.status)) {
    return (
      <EventFormLayout title={eventFormPageMessages.createTitle}>
        <Alert
          tone="warning"
          title={eventFormPageMessages.suspendedTitle}
          actions={<LinkButton href="/events">{eventDetailsMessages.toEvents}</LinkButton>}
        />
      </EventFormLayout>
    );
  }

  return (
    <EventFormLayout title={eventFormPageMessages.createTitle}>
      <EventForm
        submitLabel={eventFormPageMessages.createSubmit}
        now={cityWallClock(now)}
        onSubmit={page.submit}
        onCancel={page.cancel}
        onUploadImage={page.uploadImage}
        onDirtyChange={page.leave.setDirty}
      />
      <LeaveFormDialog leave={page.leave} />
    </EventFormLayout>
  );
}
