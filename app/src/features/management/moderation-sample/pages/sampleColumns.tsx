import type { ModerationSampleEvent } from '@city/contracts';
import { Link, Stack, Text, TruncatedText, type DataTableColumn } from '@city/design-system';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';
import type { SampleLabelling } from '../hooks/useSampleLabelling';
import { LabelControls } from './LabelControls';

/** How much of the description the row shows; the rest opens in place. */
const DESCRIPTION_PREVIEW = 160;

/**
 * docs/moderation.md#sample-labelling: the event (its title to its page, the start of the
 * description, the address: the text the label is recorded with) and the row's label controls.
 * A sample has no order, so nothing sorts.
 */
export function sampleColumns(labelling: SampleLabelling): DataTableColumn<ModerationSampleEvent>[] {
  return [
    {
      id: 'event',
      label: messages.columns.event,
      isRowHeader: true,
      render: (event) => (
        <Stack gap="xxs">
          <Link href={`/events/${event.eventId}`}>{event.title}</Link>
          <Text as="div" size="sm">
            <TruncatedText text={event.description} maxLength={DESCRIPTION_PREVIEW} />
          </Text>
          <Text as="div" size="sm" tone="muted">
            {event.address}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'label',
      label: messages.columns.label,
      width: '24rem',
      render: (event) => <LabelControls event={event} labelling={labelling} />,
    },
  ];
}
