import { useId } from 'react';
import { Heading, Link as AriaLink } from 'react-aria-components';
import { participationState, type Event } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { FlagIcon } from '../../primitives/shared';
import { ParticipationArea } from '../ParticipationArea';
import { cityTimeZone, formatParticipants } from '../shared-format';
import { EventCardBadges } from './EventCardBadges';
import { EventCardFacts } from './EventCardFacts';
import { EventCardMedia } from './EventCardMedia';
import { EventCardNotices } from './EventCardNotices';
import * as styles from './EventCard.css';

export interface EventCardProps {
  event: Event;
  /** The signed-in user's id, or null for a visitor. */
  viewerId: number | null;
  /** The current instant (epoch ms) the timing rules compare with. */
  now: number;
  /** The city's zone (APP_TIMEZONE), in which `startDate` is a wall-clock time. */
  timeZone?: string;
  /** `grid`: a card in the list; `full`: the event page (nothing clamped, longer labels). */
  variant?: 'grid' | 'full';
  /** A request about this event is in flight: its buttons are disabled, repeat presses ignored. */
  pendingAction?: boolean;
  onToggleFavorite?(): void;
  onJoin?(): void;
  onLeave?(): void;
  /** docs/events.md#waitlist: a full event offers its waitlist; a waiting viewer may leave it. */
  onJoinWaitlist?(): void;
  onLeaveWaitlist?(): void;
  onEdit?(): void;
  onDelete?(): void;
  onComplain?(): void;
  /**
   * Why this account may not act (a suspended account's message, docs/accounts.md#statuses): the participation
   * buttons are disabled with this reason beside them; favourite and report are disabled too.
   */
  restriction?: string;
  /** The event page (/events/{id}): the whole grid card opens it. */
  href: string;
  /** The organizer's profile (/users/{organizerUserId}). */
  organizerHref: string;
  /** Defaults to 3 in the grid (under the page's and the list's headings) and 1 on the event page. */
  headingLevel?: 1 | 2 | 3;
  /**
   * The card is among the first a phone's screen shows: its cover loads at once and ahead of the
   * rest of the page, not when the browser finds it in view (a list's largest paint waits for it).
   */
  isOnFirstScreen?: boolean;
}

/** docs/events.md#timing: an event as a card in the list or in full on its page. */
export function EventCard({
  event,
  viewerId,
  now,
  timeZone = cityTimeZone(),
  variant = 'grid',
  pendingAction = false,
  onToggleFavorite,
  onJoin,
  onLeave,
  onJoinWaitlist,
  onLeaveWaitlist,
  onEdit,
  onDelete,
  onComplain,
  restriction,
  href,
  organizerHref,
  headingLevel,
  isOnFirstScreen = false,
}: EventCardProps) {
  const titleId = useId();
  const isGrid = variant === 'grid';
  const state = participationState({ event, viewerId, now, timeZone });
  const isOrganizer = state.kind === 'organizer';
  const isSignedIn = viewerId !== null;
  // The server refuses these to a restricted account (docs/accounts.md#statuses), so they are not offered.
  const actionsDisabled = pendingAction || Boolean(restriction);

  return (
    <article className={styles.card} data-variant={variant} aria-labelledby={titleId}>
      <EventCardMedia
        imageUrl={event.imageUrl}
        category={event.category}
        loading={isGrid && !isOnFirstScreen ? 'lazy' : 'eager'}
        fetchPriority={isOnFirstScreen ? 'high' : 'auto'}
        favorite={
          isSignedIn && onToggleFavorite
            ? { isFavorite: event.isFavorite, isDisabled: actionsDisabled, onToggle: onToggleFavorite }
            : null
        }
      />

      <div className={styles.body}>
        <EventCardBadges ageLimit={event.ageLimit} category={event.category} isPaid={event.isPaid} price={event.price} />

        <Heading level={headingLevel ?? (isGrid ? 3 : 1)} id={titleId} className={styles.title}>
          {isGrid ? (
            // The stretched link: its ::after covers the card, so a click anywhere opens the event
            // while the buttons above it stay separate controls, never nested in the link.
            <AriaLink href={href} className={styles.titleLink}>
              {event.title}
            </AriaLink>
          ) : (
            event.title
          )}
        </Heading>

        <p className={styles.description}>{event.description}</p>

        <EventCardFacts
          startDate={event.startDate}
          durationMinutes={event.durationMinutes}
          address={event.address}
          participants={formatParticipants(event)}
        />

        <p className={styles.organizer}>
          Организатор:{' '}
          <span className={styles.raised}>
            <Link href={organizerHref} variant="inline">
              {event.organizerName}
            </Link>
          </span>
        </p>

        <EventCardNotices
          isUnderComplaint={event.claim || event.systemClaim !== null}
          isOrganizer={isOrganizer}
          systemClaim={event.systemClaim}
        />

        <div className={styles.actions}>
          <ParticipationArea
            state={state}
            variant={variant}
            isPending={pendingAction}
            onJoin={onJoin}
            onLeave={onLeave}
            onJoinWaitlist={onJoinWaitlist}
            onLeaveWaitlist={onLeaveWaitlist}
            onEdit={onEdit}
            onDelete={onDelete}
            restriction={restriction}
          />
          {/* docs/events.md#complaints: signed-in non-organizers may report; organizers do not see it. */}
          {onComplain && isSignedIn && !isOrganizer && (
            <Button variant="ghost" size="sm" isDisabled={actionsDisabled} onPress={onComplain}>
              <FlagIcon />
              Пожаловаться
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
