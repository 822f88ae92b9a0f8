import type { ModerationSampleEvent } from '@city/contracts';
import { Button, Select, Text } from '@city/design-system';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';
import type { SampleLabelling } from '../hooks/useSampleLabelling';
import { labelOptions } from '../mappers/sampleLabels';
import * as layout from './layout.css';

/** docs/moderation.md#sample-labelling: a row's category select and «Сохранить»; 'Сохранение...', then 'Размечено: …'. */
export function LabelControls({ event, labelling }: { event: ModerationSampleEvent; labelling: SampleLabelling }) {
  const isSaving = labelling.isSaving(event.eventId);
  const choice = labelling.choiceOf(event.eventId);
  const labelled = labelling.labelledText(event.eventId);
  return (
    <div className={layout.rowControls}>
      <Select
        label={messages.categorySelectLabel}
        placeholder={messages.categoryPlaceholder}
        options={labelOptions}
        selectedKey={choice}
        isDisabled={isSaving}
        onSelectionChange={(key) => labelling.choose(event.eventId, key)}
      />
      <Button
        size="sm"
        aria-label={isSaving ? undefined : messages.saveLabel(event.title)}
        isDisabled={isSaving || choice === null}
        onPress={() => void labelling.save(event)}
      >
        {isSaving ? messages.saving : messages.save}
      </Button>
      {/* Polite: a screen reader hears that the label is on its way, and what was recorded after. */}
      <div role="status" className={layout.rowStatus}>
        {labelled && !isSaving && (
          <Text as="span" size="sm" tone="success">
            {labelled}
          </Text>
        )}
      </div>
    </div>
  );
}
