import { canPerformActions, type Event, type User } from '@city/contracts';
import { EventCard } from '@city/design-system';
import type { EventActions } from '../hooks/useEventActions';
import { CITY_TIME_ZONE } from '../mappers/cityClock';
import { eventHref, userProfileHref } from '../mappers/eventLinks';
import { cardCell, cardGrid } from './layout.css';
import { actionRestriction } from '../mappers/actionRestriction';

/** The cover a phone's first screen shows whole: the first card's (a list's largest paint). */
const FIRST_SCREEN_COVERS = 1;

export interface EventGridProps {
  events: readonly Event[];
  viewer: User;
  now: number;
  /** Names the list for assistive technology. */
  label: string;
  actions: EventActions;
  onEdit?(event: Event): void;
  onDelete?(event: Event): void;
  /** The event a delete request is running for. */
  deletingId?: number | null;
  /** The cards' title level: 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * docs/events.md#the-card: the card grid. A suspended account (docs/events.md#the-list: it may browse but
 * not act) sees its participation buttons disabled with the reason beside them; the favourite
 * heart is left out, as favouriting is refused to it too (docs/accounts.md#statuses).
 */
export function EventGrid({ events, viewer, now, label, actions, onEdit, onDelete, deletingId = null, headingLevel = 2 }: EventGridProps) {
  const canAct = canPerformActions(viewer.status);
  const restriction = actionRestriction(viewer.status);
  return (
    <ul className={cardGrid} aria-label={label}>
      {events.map((event, index) => (
        <li key={event.id} className={cardCell}>
          <EventCard
            event={event}
            isOnFirstScreen={index < FIRST_SCREEN_COVERS}
            viewerId={viewer.id}
            now={now}
            timeZone={CITY_TIME_ZONE}
            headingLevel={headingLevel}
            href={eventHref(event.id)}
            organizerHref={userProfileHref(event.organizerUserId)}
            pendingAction={actions.isPending(event.id) || deletingId === event.id}
            restriction={restriction}
            onToggleFavorite={canAct ? () => actions.toggleFavorite(event) : undefined}
            onJoin={() => actions.join(event)}
            onLeave={() => actions.leave(event)}
            onJoinWaitlist={() => actions.joinWaitlist(event)}
            onLeaveWaitlist={() => actions.leaveWaitlist(event)}
            onEdit={onEdit ? () => onEdit(event) : undefined}
            onDelete={onDelete ? () => onDelete(event) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
