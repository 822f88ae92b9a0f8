import { useNavigate, useParams } from 'react-router-dom';
import { canPerformActions, type User } from '@city/contracts';
import { EventCard, Link, ComplaintDialog, ParticipantList, Stack } from '@city/design-system';
import { AddToCalendarMenu } from '@city/design-system';
import { addToCalendarLinks } from '../mappers/calendarLinks';
import { eventDetailsMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDeleteEvent } from '../hooks/useDeleteEvent';
import { useEvent } from '../hooks/useEvent';
import { useEventActions } from '../hooks/useEventActions';
import { useNow } from '../hooks/useNow';
import { useEventComplaint } from '../hooks/useEventComplaint';
import { useEventParticipants } from '../hooks/useEventParticipants';
import { CITY_TIME_ZONE } from '../mappers/cityClock';
import { eventEditHref, eventHref, parseEventId, userProfileHref } from '../mappers/eventLinks';
import { DeleteEventDialog } from './DeleteEventDialog';
import { EventShareBar } from './EventShareBar';
import { EventNotFound } from './EventNotFound';
import { PageLoading } from './Loading';
import { detailsColumn } from './layout.css';
import { actionRestriction } from '../mappers/actionRestriction';

/**
 * docs/events.md#deleting: /events/{eventId}, the full card with favourite, join/leave, edit, delete
 * (after a confirmation) and report; a missing event shows 'Мероприятие не найдено'.
 */
export function EventDetailsPage({ viewer }: { viewer: User }) {
  const eventId = parseEventId(useParams().eventId);
  const navigate = useNavigate();
  const now = useNow();
  const { event, isMissing, refresh } = useEvent(eventId);
  usePageTitle(event?.title ?? eventDetailsMessages.pageTitle);
  const actions = useEventActions(refresh);
  const deletion = useDeleteEvent(() => navigate('/events', { replace: true }));
  // The reporter may not load the event any more (docs/events.md#the-event-page hides it from others than its
  // organizer and participants), so the page keeps its copy, now under review.
  const complaint = useEventComplaint(event, () => refresh(event && { ...event, claim: true }));
  // docs/events.md#who-joined: the organizer sees who joined, below the card.
  const participants = useEventParticipants(eventId ?? 0, event?.participantCount ?? 0, event !== null && event.organizerUserId === viewer.id);

  if (isMissing) return <EventNotFound />;
  if (!event) return <PageLoading text={eventDetailsMessages.loading} />;

  // docs/events.md#participation: a suspended account sees the participation buttons disabled, with the
  // reason; favourite and report are refused to it too (docs/accounts.md#statuses) and stay hidden.
  const canAct = canPerformActions(viewer.status);
  const restriction = actionRestriction(viewer.status);
  const calendarLinks = addToCalendarLinks(event);
  return (
    <div className={detailsColumn}>
      <Stack gap="lg">
        <Link variant="standalone" href="/events">
          {eventDetailsMessages.backToEvents}
        </Link>
        <EventCard
          variant="full"
          event={event}
          viewerId={viewer.id}
          now={now}
          timeZone={CITY_TIME_ZONE}
          href={eventHref(event.id)}
          organizerHref={userProfileHref(event.organizerUserId)}
          pendingAction={actions.isPending(event.id) || deletion.deletingId === event.id}
          restriction={restriction}
          onToggleFavorite={canAct ? () => actions.toggleFavorite(event) : undefined}
          onJoin={() => actions.join(event)}
          onLeave={() => actions.leave(event)}
          onJoinWaitlist={() => actions.joinWaitlist(event)}
          onLeaveWaitlist={() => actions.leaveWaitlist(event)}
          onEdit={() => navigate(eventEditHref(event.id))}
          onDelete={() => deletion.ask(event)}
          onComplain={canAct ? () => complaint.setOpen(true) : undefined}
        />
        {/* docs/events.md#calendars: the .ics, Google and Yandex Calendar. */}
        {calendarLinks && <AddToCalendarMenu {...calendarLinks} />}
        <EventShareBar event={event} />
        {participants && <ParticipantList state={participants} profileHref={userProfileHref} />}
      </Stack>
      <DeleteEventDialog flow={deletion} />
      <ComplaintDialog isOpen={complaint.isOpen} onOpenChange={complaint.setOpen} onSubmit={complaint.submit} eventTitle={event.title} />
    </div>
  );
}
