import type { User } from '@city/contracts';
import { Heading, LinkButton, Stack } from '@city/design-system';
import { ownEventsMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEventActions } from '../hooks/useEventActions';
import { useNow } from '../hooks/useNow';
import { useOwnEvents } from '../hooks/useOwnEvents';
import { OwnEventsList } from './OwnEventsList';

/** docs/events.md#own-lists: /my-events ('Мои участия'), the events the viewer joined. */
export function MyParticipationsPage({ viewer }: { viewer: User }) {
  usePageTitle(ownEventsMessages.participationsPageTitle);
  const now = useNow();
  const own = useOwnEvents('participations', now);
  const actions = useEventActions(own.refresh);

  return (
    <Stack gap="xl">
      <Heading level={1}>{ownEventsMessages.participationsTitle}</Heading>
      <OwnEventsList
        own={own}
        viewer={viewer}
        now={now}
        actions={actions}
        empty={{
          title: ownEventsMessages.participationsEmpty,
          hint: ownEventsMessages.participationsEmptyHint,
          action: <LinkButton href="/events">{ownEventsMessages.findEvents}</LinkButton>,
        }}
      />
    </Stack>
  );
}
