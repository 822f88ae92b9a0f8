import { useNavigate } from 'react-router-dom';
import { canPerformActions, type User } from '@city/contracts';
import { Heading, LinkButton, Stack } from '@city/design-system';
import { ownEventsMessages } from '../../../i18n/messages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useDeleteEvent } from '../hooks/useDeleteEvent';
import { useEventActions } from '../hooks/useEventActions';
import { useNow } from '../hooks/useNow';
import { useOwnEvents } from '../hooks/useOwnEvents';
import { eventEditHref } from '../mappers/eventLinks';
import { DeleteEventDialog } from './DeleteEventDialog';
import { OwnEventsList } from './OwnEventsList';
import { pageHeader } from './layout.css';

/** docs/events.md#own-lists: /organizator ('Я организатор'), the viewer's own events. */
export function OrganizerPage({ viewer }: { viewer: User }) {
  usePageTitle(ownEventsMessages.organizerPageTitle);
  const navigate = useNavigate();
  const now = useNow();
  const own = useOwnEvents('organized', now);
  const actions = useEventActions(own.refresh);
  const deletion = useDeleteEvent(own.refresh);
  const canCreate = canPerformActions(viewer.status);
  const createButton = (
    <LinkButton href="/create-event" isDisabled={!canCreate}>
      {ownEventsMessages.createEvent}
    </LinkButton>
  );

  return (
    <Stack gap="xl">
      <div className={pageHeader}>
        <Heading level={1}>{ownEventsMessages.organizerTitle}</Heading>
        {own.total > 0 && createButton}
      </div>
      <OwnEventsList
        own={own}
        viewer={viewer}
        now={now}
        actions={actions}
        onEdit={(event) => navigate(eventEditHref(event.id))}
        onDelete={deletion.ask}
        deletingId={deletion.deletingId}
        empty={{ title: ownEventsMessages.organizerEmpty, hint: ownEventsMessages.organizerEmptyHint, action: createButton }}
      />
      <DeleteEventDialog flow={deletion} />
    </Stack>
  );
}
