import { Button, DataTable, ErrorBox, Heading, Stack, Text } from '@city/design-system';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';
import { usePageTitle } from '../../../../lib/usePageTitle';
import { useModerationSample } from '../hooks/useModerationSample';
import { useSampleLabelling } from '../hooks/useSampleLabelling';
import { sampleColumns } from './sampleColumns';

/**
 * docs/moderation.md#sample-labelling: /management/moderation-sample 'Разметка выборки' (staff). A
 * failed draw replaces the screen with the red box (docs/back-office.md#answers-and-errors); a failed
 * label keeps the table and says why above it. 'Новая выборка' draws again, its rows unlabelled.
 */
export function ModerationSamplePage() {
  usePageTitle(messages.pageTitle);
  const sample = useModerationSample();
  const labelling = useSampleLabelling();
  const heading = <Heading level={1}>{messages.title}</Heading>;
  const redraw = () => {
    labelling.reset();
    void sample.redraw();
  };

  if (sample.hasFailed) {
    return (
      <Stack gap="xl">
        {heading}
        <ErrorBox message={messages.loadFailed} onRetry={redraw} retryLabel={messages.retry} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <Text>{messages.explanation}</Text>
      <Stack direction="row" justify="end">
        <Button variant="secondary" isDisabled={sample.isDrawing} onPress={redraw}>
          {messages.redraw}
        </Button>
      </Stack>
      {labelling.failure && <ErrorBox message={labelling.failure} />}
      <DataTable
        label={messages.tableLabel}
        columns={sampleColumns(labelling)}
        rows={sample.events ?? []}
        rowId={(event) => event.eventId}
        isLoading={sample.isLoading && !sample.events}
        emptyText={messages.empty}
        minWidth="860px"
      />
    </Stack>
  );
}
