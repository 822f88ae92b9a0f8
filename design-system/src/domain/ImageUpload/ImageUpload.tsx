import { useId, useState } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { EVENT_IMAGE_MESSAGES, EVENT_IMAGE_MIME_TYPES, eventImageFileIssue } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { UploadIcon } from '../../primitives/shared';
import * as styles from './ImageUpload.css';

export interface ImageUploadProps {
  /** URL of the current image, or null. */
  value: string | null;
  /** A file that passed the type and size checks; the caller uploads it. */
  onSelect(file: File): void;
  onClear(): void;
  isUploading: boolean;
  /** The upload's failure ('Ошибка загрузки изображения', docs/events.md#images). */
  errorMessage?: string | null;
  label?: string;
}

/** docs/events.md#images: an optional JPG or PNG up to 5 MB, picked or dropped, with a preview. */
export function ImageUpload({
  value,
  onSelect,
  onClear,
  isUploading,
  errorMessage,
  label = 'Изображение мероприятия',
}: ImageUploadProps) {
  const labelId = useId();
  const hintId = useId();
  const [fileIssue, setFileIssue] = useState<string | null>(null);
  const shownError = fileIssue ?? errorMessage ?? null;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const issue = eventImageFileIssue(file);
    setFileIssue(issue);
    if (!issue) onSelect(file);
  };

  const drop = async (items: readonly DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (!item) return;
    choose(await item.getFile());
  };

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        className={styles.dropZone}
        // RAC's own name for the zone is the untranslated "DropZone".
        aria-label={label}
        isDisabled={isUploading}
        // Any file may land here: the type check below explains a refusal instead of ignoring it.
        getDropOperation={(types) => (types.has('Files') || EVENT_IMAGE_MIME_TYPES.some((t) => types.has(t)) ? 'copy' : 'cancel')}
        onDrop={(event) => void drop(event.items)}
      >
        {value ? (
          <img className={styles.preview} src={value} alt="Текущее изображение мероприятия" />
        ) : (
          <div className={styles.empty}>
            <UploadIcon className={styles.uploadIcon} />
            <Text slot="label" className={styles.dropText}>
              Перетащите изображение сюда или выберите файл
            </Text>
          </div>
        )}
        <div className={styles.controls}>
          <FileTrigger
            acceptedFileTypes={EVENT_IMAGE_MIME_TYPES}
            onSelect={(files) => choose(files?.[0])}
          >
            <Button variant="secondary" size="sm" isPending={isUploading}>
              {value ? 'Заменить изображение' : 'Выбрать изображение'}
            </Button>
          </FileTrigger>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={isUploading}
              onPress={() => {
                setFileIssue(null);
                onClear();
              }}
            >
              Удалить изображение
            </Button>
          )}
        </div>
      </DropZone>
      <p id={hintId} className={styles.hint}>
        {EVENT_IMAGE_MESSAGES.hint}
      </p>
      {isUploading && (
        // A div: the spinner is a block element, which a <p> may not hold.
        <div className={styles.uploading} role="status">
          <Spinner size="sm" label="Загрузка изображения..." />
          Загрузка изображения...
        </div>
      )}
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
