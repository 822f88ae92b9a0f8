import { useId } from 'react';
import type { User } from '@city/contracts';
import { Heading, LinkButton, Stack } from '@city/design-system';
import { userProfileMessages } from '../../../i18n/profileMessages';
import { useEventActions } from '../hooks/useEventActions';
import { useNow } from '../hooks/useNow';
import { useUserEvents } from '../hooks/useUserEvents';
import { OwnEventsList } from './OwnEventsList';

export interface UserEventsSectionProps {
  userId: number;
  viewer: User;
  /** The viewer looks at their own public page. */
  isOwn: boolean;
}

/**
 * docs/events.md#the-list: the events a person organizes, on their public page, with the same list as
 * /organizator (past ones behind 'Показать прошедшие'). The users feature shows it through the
 * shell, which hands this component to the profile page.
 */
export function UserEventsSection({ userId, viewer, isOwn }: UserEventsSectionProps) {
  const headingId = useId();
  const now = useNow();
  const events = useUserEvents(userId, now);
  const actions = useEventActions(events.refresh);
  const empty = isOwn
    ? {
        title: userProfileMessages.ownEventsEmpty,
        hint: userProfileMessages.ownEventsEmptyHint,
        action: <LinkButton href="/create-event">{userProfileMessages.createEvent}</LinkButton>,
      }
    : {
        title: userProfileMessages.eventsEmpty,
        hint: userProfileMessages.eventsEmptyHint,
        action: <LinkButton href="/events">{userProfileMessages.findEvents}</LinkButton>,
      };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2}>
          <span id={headingId}>{isOwn ? userProfileMessages.ownEventsTitle : userProfileMessages.eventsTitle}</span>
        </Heading>
        <OwnEventsList own={events} viewer={viewer} now={now} actions={actions} empty={empty} />
      </Stack>
    </section>
  );
}
