import type { User } from '@city/contracts';
import { Heading, LinkButton, Stack } from '@city/design-system';
import { ownEventsMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useMyEvents } from '../hooks/useMyEvents';
import { useNow } from '../hooks/useNow';
import { OwnEventsList } from './OwnEventsList';
import { WaitlistSection } from './WaitlistSection';

/** docs/events.md#own-lists: /my-events ('Мои участия'), the events the viewer joined, then those they wait for. */
export function MyParticipationsPage({ viewer }: { viewer: User }) {
  usePageTitle(ownEventsMessages.participationsPageTitle);
  const now = useNow();
  const { participations, waitlist, actions } = useMyEvents(now);

  return (
    <Stack gap="xl">
      <Heading level={1}>{ownEventsMessages.participationsTitle}</Heading>
      <OwnEventsList
        own={participations}
        viewer={viewer}
        now={now}
        actions={actions}
        empty={{
          title: ownEventsMessages.participationsEmpty,
          hint: ownEventsMessages.participationsEmptyHint,
          action: <LinkButton href="/events">{ownEventsMessages.findEvents}</LinkButton>,
        }}
      />
      <WaitlistSection waitlist={waitlist} viewer={viewer} now={now} actions={actions} />
    </Stack>
  );
}
