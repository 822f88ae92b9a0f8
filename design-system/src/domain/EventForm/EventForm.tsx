import { useEffect, useRef, useState } from 'react';
import { EVENT_LIMITS, EVENT_PRICE_MIN, type EventFormValues } from '@city/contracts';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DatePicker } from '../../primitives/DatePicker';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { ImageUpload } from '../ImageUpload';
import { DurationField } from './DurationField';
import { AGE_LIMIT_OPTIONS, CATEGORY_OPTIONS, ageLimitFromKey, categoryFromKey } from './eventFormState';
import { FieldGroup } from './FieldGroup';
import { useEventForm, type EventFormShownState } from './useEventForm';
import * as styles from './EventForm.css';

export interface EventFormProps {
  /** The edited event's values (eventToFormValues); the empty form by default. */
  initialValues?: EventFormValues;
  /** Gets validated values (toEventRequest makes the body); a rejection shows its message. */
  onSubmit(values: EventFormValues): Promise<void>;
  onCancel(): void;
  /** Uploads the chosen image and resolves to its imageUrl. */
  onUploadImage(file: File): Promise<string>;
  /** docs/events.md#creating-and-editing: the page asks before leaving a modified form. */
  onDirtyChange?(dirty: boolean): void;
  /** 'Создать мероприятие' or 'Сохранить изменения'. */
  submitLabel: string;
  /** The city's wall-clock time now ('yyyy-MM-ddTHH:mm:ss'): the earliest allowed start. */
  now: string;
  /**
   * Shows the messages of `initialValues` at once, as after a submit: the stories of the error
   * states render them without one. The app never passes it.
   */
  validateAtOnce?: boolean;
  /** Shows the form as if a save were on its way or had failed with this text: those states' stories. The app never passes it. */
  shownState?: EventFormShownState;
}

// docs/events.md#complaints reports a description near its limit, like the other long texts.
const DESCRIPTION_COUNTER = { max: EVENT_LIMITS.descriptionMax, warnAt: EVENT_LIMITS.descriptionMax - 500 };
const UPLOAD_FAILED = 'Ошибка загрузки изображения';
const PRICE_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

/** docs/events.md#creating-and-editing: create or edit an event. */
export function EventForm({
  initialValues,
  onSubmit,
  onCancel,
  onUploadImage,
  onDirtyChange,
  submitLabel,
  now,
  validateAtOnce = false,
  shownState,
}: EventFormProps) {
  const form = useEventForm({ initialValues, now, onSubmit, onDirtyChange, validateAtOnce, shownState });
  const { values, errors, update, blur } = form;
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(shownState?.uploadFailed ? UPLOAD_FAILED : null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field that needs attention.
  useEffect(() => {
    if (form.submitAttempts === 0) return;
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    Array.from(invalid)
      .find((element) => !element.closest('[aria-hidden="true"]'))
      ?.focus();
  }, [form.submitAttempts]);

  async function uploadImage(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      update('imageUrl', await onUploadImage(file));
    } catch {
      // docs/events.md#creating-and-editing
      setUploadError(UPLOAD_FAILED);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={form.isSubmitting}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.generalError && (
        <Alert tone="error" title="Не удалось сохранить мероприятие">
          {form.generalError}
        </Alert>
      )}

      <FieldGroup onLeave={() => blur('title')}>
        <TextField
          label="Название"
          name="title"
          value={values.title}
          onChange={(title) => update('title', title)}
          errorMessage={errors.title}
          isRequired
        />
      </FieldGroup>

      <FieldGroup onLeave={() => blur('description')}>
        <TextArea
          label="Описание"
          name="description"
          value={values.description}
          onChange={(description) => update('description', description)}
          errorMessage={errors.description}
          counter={DESCRIPTION_COUNTER}
          rows={6}
          isRequired
        />
      </FieldGroup>

      <div className={styles.pair}>
        <FieldGroup onLeave={() => blur('category')}>
          <Select
            label="Категория"
            options={CATEGORY_OPTIONS}
            selectedKey={values.category}
            onSelectionChange={(key) => update('category', categoryFromKey(key))}
            errorMessage={errors.category}
            placeholder="Не выбрана"
            isRequired
          />
        </FieldGroup>
        <Select
          label="Возрастное ограничение"
          options={AGE_LIMIT_OPTIONS}
          selectedKey={String(values.ageLimit)}
          onSelectionChange={(key) => {
            const ageLimit = ageLimitFromKey(key);
            if (ageLimit !== null) update('ageLimit', ageLimit);
          }}
          errorMessage={errors.ageLimit}
        />
      </div>

      <FieldGroup onLeave={() => blur('startDate')}>
        <DatePicker
          label="Дата и время"
          value={values.startDate}
          onChange={(startDate) => update('startDate', startDate)}
          withTime
          minValue={now}
          errorMessage={errors.startDate}
          isRequired
        />
      </FieldGroup>

      <DurationField
        hours={values.durationHours}
        minutes={values.durationMinutes}
        onHoursChange={(hours) => update('durationHours', hours)}
        onMinutesChange={(minutes) => update('durationMinutes', minutes)}
        errorMessage={errors.duration}
      />

      <FieldGroup onLeave={() => blur('address')}>
        <TextField
          label="Адрес"
          name="address"
          value={values.address}
          onChange={(address) => update('address', address)}
          errorMessage={errors.address}
          autoComplete="street-address"
          isRequired
        />
      </FieldGroup>

      <div className={styles.pair}>
        <div className={styles.toggleBlock}>
          <Switch isSelected={values.isPaid} onChange={(isPaid) => update('isPaid', isPaid)}>
            Платное мероприятие
          </Switch>
          {values.isPaid && (
            <FieldGroup onLeave={() => blur('price')}>
              <NumberField
                label="Цена, ₽"
                name="price"
                value={values.price}
                onChange={(price) => update('price', price)}
                minValue={EVENT_PRICE_MIN}
                step={0.01}
                formatOptions={PRICE_FORMAT}
                errorMessage={errors.price}
                isRequired
              />
            </FieldGroup>
          )}
        </div>
        <div className={styles.toggleBlock}>
          <Switch
            isSelected={values.hasParticipantLimit}
            onChange={(hasLimit) => update('hasParticipantLimit', hasLimit)}
          >
            Ограничить число участников
          </Switch>
          {values.hasParticipantLimit && (
            <FieldGroup onLeave={() => blur('maxParticipants')}>
              <NumberField
                label="Максимум участников"
                name="maxParticipants"
                value={values.maxParticipants}
                onChange={(maxParticipants) => update('maxParticipants', maxParticipants)}
                minValue={EVENT_LIMITS.participantsMin}
                maxValue={EVENT_LIMITS.participantsMax}
                step={1}
                errorMessage={errors.maxParticipants}
                isRequired
              />
            </FieldGroup>
          )}
        </div>
      </div>

      <ImageUpload
        value={values.imageUrl}
        onSelect={(file) => void uploadImage(file)}
        onClear={() => {
          setUploadError(null);
          update('imageUrl', null);
        }}
        isUploading={isUploading}
        errorMessage={uploadError}
      />

      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Отмена
        </Button>
        {/* An image still uploading would be lost: saving waits for it. */}
        <Button type="submit" variant="primary" isPending={form.isSubmitting} isDisabled={isUploading}>
          {form.isSubmitting ? 'Сохранение...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
