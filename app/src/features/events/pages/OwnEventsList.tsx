import type { ReactNode } from 'react';
import type { Event, User } from '@city/contracts';
import { Card, Heading, Stack, Switch, Text } from '@city/design-system';
import { ownEventsMessages } from '../../../i18n/messages';
import type { EventActions } from '../hooks/useEventActions';
import type { OwnEvents } from '../hooks/useOwnEvents';
import { EventGrid } from './EventGrid';
import { LoadingLine } from './Loading';
import { listControls } from './layout.css';

interface OwnEventsListProps {
  own: OwnEvents;
  viewer: User;
  now: number;
  actions: EventActions;
  /** The empty state when the viewer has no such events at all. */
  empty: { title: string; hint: string; action: ReactNode };
  onEdit?(event: Event): void;
  onDelete?(event: Event): void;
  deletingId?: number | null;
}

/** docs/events.md#timing: a count, the 'Показать прошедшие' switch and the cards (past hidden by default). */
export function OwnEventsList({ own, viewer, now, actions, empty, onEdit, onDelete, deletingId }: OwnEventsListProps) {
  if (own.isLoading) return <LoadingLine text={ownEventsMessages.loading} />;
  if (!own.isLoaded) return null;
  if (own.total === 0) {
    return (
      <Card>
        <Stack gap="md" align="center">
          <Heading level={2} align="center">
            {empty.title}
          </Heading>
          <Text tone="muted" align="center">
            {empty.hint}
          </Text>
          {empty.action}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <div className={listControls}>
        <Text tone="muted" as="span">
          {ownEventsMessages.count(own.shown.length, own.total)}
        </Text>
        <Switch isSelected={own.showPast} onChange={own.setShowPast}>
          {ownEventsMessages.showPast}
        </Switch>
      </div>
      {own.hiddenPastOnly ? (
        <Text tone="muted">{ownEventsMessages.onlyPast}</Text>
      ) : (
        <EventGrid
          events={own.shown}
          viewer={viewer}
          now={now}
          label={ownEventsMessages.listLabel}
          actions={actions}
          onEdit={onEdit}
          onDelete={onDelete}
          deletingId={deletingId}
        />
      )}
    </Stack>
  );
}
