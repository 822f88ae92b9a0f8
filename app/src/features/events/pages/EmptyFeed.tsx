import { Card, Heading, LinkButton, Stack, Text } from '@city/design-system';
import { eventsListMessages } from '../../../i18n/messages';

interface EmptyFeedProps {
  favoritesOnly: boolean;
  /** A suspended account may not create events (docs/events.md#creating-and-editing). */
  canCreate: boolean;
}

/** docs/events.md#favourites: the empty list; outside favourites mode it offers to create the first event. */
export function EmptyFeed({ favoritesOnly, canCreate }: EmptyFeedProps) {
  return (
    <Card>
      <Stack gap="md" align="center">
        <Heading level={2} align="center">
          {favoritesOnly ? eventsListMessages.emptyFavorites : eventsListMessages.empty}
        </Heading>
        <Text tone="muted" align="center">
          {favoritesOnly ? eventsListMessages.emptyFavoritesHint : eventsListMessages.emptyHint}
        </Text>
        {!favoritesOnly && (
          <LinkButton href="/create-event" isDisabled={!canCreate}>
            {eventsListMessages.createFirst}
          </LinkButton>
        )}
      </Stack>
    </Card>
  );
}
