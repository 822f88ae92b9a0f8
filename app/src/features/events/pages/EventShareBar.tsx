import type { Event } from '@city/contracts';
import { AddressLinks, ShareButton, showToast, Stack } from '@city/design-system';
import { shareMessages } from '../../../i18n/messages';
import { eventHref } from '../mappers/eventLinks';

/**
 * docs/events.md#share-and-map: «Поделиться» (the system's share sheet, or the link copied with a
 * toast) and the address on Yandex Maps and OpenStreetMap, under the event's card.
 */
export function EventShareBar({ event }: { event: Pick<Event, 'id' | 'title' | 'address' | 'city'> }) {
  const url = `${window.location.origin}${eventHref(event.id)}`;
  return (
    <Stack gap="sm">
      <div>
        <ShareButton
          title={event.title}
          url={url}
          onCopied={() => showToast({ tone: 'success', title: shareMessages.linkCopied })}
          onCopyFailed={() => showToast({ tone: 'error', title: shareMessages.copyFailed })}
        />
      </div>
      <AddressLinks address={event.address} city={event.city} />
    </Stack>
  );
}
