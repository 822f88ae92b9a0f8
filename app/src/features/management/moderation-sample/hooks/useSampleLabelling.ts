import { useRef, useState } from 'react';
import type { ModerationSampleEvent } from '@city/contracts';
import { logFailure } from '../../../../api/failurePolicy';
import { labelSampledEvent } from '../../../../api/management/moderationSample';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';
import { labelFromKey, labelledText, labelSaveFailureText, type SampleLabel } from '../mappers/sampleLabels';

export interface SampleLabelling {
  /** The select's key the moderator chose for the row, null before a choice. */
  choiceOf(eventId: number): string | null;
  choose(eventId: number, key: string): void;
  /** Rows whose label is on its way ('Сохранение...'). */
  isSaving(eventId: number): boolean;
  save(event: ModerationSampleEvent): Promise<void>;
  /** 'Размечено: {label}' once the server recorded the row's label, else null. */
  labelledText(eventId: number): string | null;
  /** The last failure's text, shown in the red box above the table; cleared by the next save. */
  failure: string | null;
  /** A new sample: its rows start unlabelled. */
  reset(): void;
}

const withEntry = <V>(map: ReadonlyMap<number, V>, key: number, value: V): ReadonlyMap<number, V> => new Map(map).set(key, value);

/**
 * docs/moderation.md#sample-labelling: each row's label, chosen in its select and sent by its
 * «Сохранить». A saved row says what it was labelled; a later save of the same row replaces the
 * label (the server keeps the last one).
 */
export function useSampleLabelling(): SampleLabelling {
  const [choices, setChoices] = useState<ReadonlyMap<number, string>>(new Map());
  const [saved, setSaved] = useState<ReadonlyMap<number, SampleLabel>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  // A ref for the check (two presses in one frame both see the old state), state for the render.
  const savingRef = useRef(new Set<number>());
  const [failure, setFailure] = useState<string | null>(null);

  const track = (eventId: number, isOn: boolean) => {
    if (isOn) savingRef.current.add(eventId);
    else savingRef.current.delete(eventId);
    setSaving(new Set(savingRef.current));
  };

  return {
    choiceOf: (eventId) => choices.get(eventId) ?? null,
    choose: (eventId, key) => setChoices((current) => withEntry(current, eventId, key)),
    isSaving: (eventId) => saving.has(eventId),
    async save({ eventId }) {
      const label = labelFromKey(choices.get(eventId) ?? '');
      if (label === undefined || savingRef.current.has(eventId)) return;
      track(eventId, true);
      setFailure(null);
      try {
        const recorded = await labelSampledEvent(eventId, label);
        setSaved((current) => withEntry(current, eventId, recorded.category));
      } catch (error) {
        setFailure(labelSaveFailureText(error));
        logFailure(messages.serviceFailures.label, error);
      } finally {
        track(eventId, false);
      }
    },
    labelledText: (eventId) => (saved.has(eventId) ? labelledText(saved.get(eventId) ?? null) : null),
    failure,
    reset() {
      setChoices(new Map());
      setSaved(new Map());
      setFailure(null);
    },
  };
}
