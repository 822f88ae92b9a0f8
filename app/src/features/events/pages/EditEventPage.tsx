import { useParams } from 'react-router-dom';
import type { User } from '@city/contracts';
import { EventForm } from '@city/design-system';
import { eventFormPageMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEditEventPage } from '../hooks/useEditEventPage';
import { useNow } from '../hooks/useNow';
import { cityWallClock } from '../mappers/cityClock';
import { parseEventId } from '../mappers/eventLinks';
import { EventFormLayout } from './EventFormLayout';
import { EventNotFound } from './EventNotFound';
import { PageLoading } from './Loading';
import { LeaveFormDialog } from './LeaveFormDialog';

/** docs/events.md#creating-and-editing: /events/{eventId}/edit, for the organizer, before the start. */
export function EditEventPage({ viewer }: { viewer: User }) {
  usePageTitle(eventFormPageMessages.editPageTitle);
  const now = useNow();
  const page = useEditEventPage(parseEventId(useParams().eventId), viewer, now);

  if (page.isMissing) return <EventNotFound />;
  // Also while a viewer who may not edit is being sent away.
  if (!page.event || !page.initialValues) return <PageLoading text={eventFormPageMessages.loading} />;

  return (
    <EventFormLayout title={eventFormPageMessages.editTitle}>
      <EventForm
        key={page.event.id}
        initialValues={page.initialValues}
        submitLabel={eventFormPageMessages.editSubmit}
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
