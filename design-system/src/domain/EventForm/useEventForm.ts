import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_EVENT_FORM,
  validateEventForm,
  validateEventFormField,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
} from '@city/contracts';
import { FORM_FIELD_OF, sameFormValues, submitErrorMessage, withoutError } from './eventFormState';

interface UseEventFormOptions {
  initialValues?: EventFormValues;
  /** The city's wall-clock time now, which the start may not precede. */
  now: string;
  onSubmit(values: EventFormValues): Promise<void>;
  onDirtyChange?(dirty: boolean): void;
  /** Starts with the messages of the initial values, as after a submit (the error states' stories). */
  validateAtOnce?: boolean;
  /** Starts as if a save were on its way or had failed with this text (those states' stories). */
  shownState?: EventFormShownState;
}

/** A state the form starts in without a submit behind it, for the stories of that state. */
export interface EventFormShownState {
  saving?: boolean;
  failure?: string;
  /** The image upload failed ('Ошибка загрузки изображения'). */
  uploadFailed?: boolean;
}

/** docs/events.md#creating-and-editing: the event form's values, messages, dirty state and submission. */
export function useEventForm({ initialValues = DEFAULT_EVENT_FORM, now, onSubmit, onDirtyChange, validateAtOnce = false, shownState }: UseEventFormOptions) {
  const [values, setValues] = useState(initialValues);
  // The latest values and edited fields, also between renders: a number field commits its text on
  // blur, and the blur check that follows in the same event must already see it.
  const latestValues = useRef(initialValues);
  const editedFields = useRef(new Set<EventFormField>());
  // What "unchanged" means: the starting values, then whatever was saved last.
  const [baseline, setBaseline] = useState(initialValues);
  const [errors, setErrors] = useState<EventFormErrors>(() => (validateAtOnce ? validateEventForm(initialValues, now) : {}));
  const [isSubmitting, setSubmitting] = useState(shownState?.saving ?? false);
  const [generalError, setGeneralError] = useState<string | null>(shownState?.failure ?? null);
  const [submitAttempts, setSubmitAttempts] = useState(0);
  // A ref, not state: a second submit in the same tick must already see the first.
  const submittingRef = useRef(shownState?.saving ?? false);

  const isDirty = !sameFormValues(values, baseline);
  const reportedDirty = useRef(false);
  useEffect(() => {
    if (reportedDirty.current === isDirty) return;
    reportedDirty.current = isDirty;
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  function update<Key extends keyof EventFormValues>(key: Key, value: EventFormValues[Key]) {
    const field = FORM_FIELD_OF[key];
    latestValues.current = { ...latestValues.current, [key]: value };
    setValues(latestValues.current);
    // docs/events.md#creating-and-editing: editing a field clears its error.
    setErrors((current) => withoutError(current, field));
    if (field) editedFields.current.add(field);
  }

  /** Leaving a field the user has edited checks it; an untouched field waits for submit. */
  function blur(field: EventFormField) {
    if (!editedFields.current.has(field)) return;
    const message = validateEventFormField(field, latestValues.current, now);
    setErrors((current) => (message ? { ...current, [field]: message } : withoutError(current, field)));
  }

  async function submit() {
    if (submittingRef.current) return;
    const submitted = latestValues.current;
    const found = validateEventForm(submitted, now);
    setErrors(found);
    setSubmitAttempts((count) => count + 1);
    if (Object.keys(found).length > 0) return;

    submittingRef.current = true;
    setSubmitting(true);
    setGeneralError(null);
    try {
      await onSubmit(submitted);
      setBaseline(submitted);
    } catch (error) {
      setGeneralError(submitErrorMessage(error));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return { values, errors, isDirty, isSubmitting, generalError, submitAttempts, update, blur, submit };
}
