import { useId } from 'react';
import type { User } from '@city/contracts';
import { Heading, Stack } from '@city/design-system';
import { ownEventsMessages } from '../../../i18n/messages';
import type { EventActions } from '../hooks/useEventActions';
import type { WaitlistEvents } from '../hooks/useWaitlistEvents';
import { EventGrid } from './EventGrid';

interface WaitlistSectionProps {
  waitlist: WaitlistEvents;
  viewer: User;
  now: number;
  actions: EventActions;
}

/**
 * docs/events.md#own-lists: 'Лист ожидания' under the participations, with the same cards (they
 * show the place in line and 'Покинуть лист ожидания'). Left out while there is nothing to show.
 */
export function WaitlistSection({ waitlist, viewer, now, actions }: WaitlistSectionProps) {
  const headingId = useId();
  if (!waitlist.isShown) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2}>
          <span id={headingId}>{ownEventsMessages.waitlistTitle}</span>
        </Heading>
        <EventGrid
          events={waitlist.events}
          viewer={viewer}
          now={now}
          label={ownEventsMessages.waitlistListLabel}
          actions={actions}
          headingLevel={3}
        />
      </Stack>
    </section>
  );
}
