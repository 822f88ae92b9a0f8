import { useState } from 'react';
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  type ManagementFeedback,
} from '@city/contracts';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { TextArea } from '../../primitives/TextArea';
import { DetailList } from '../DetailList';
import { ErrorBox } from '../ErrorBox';
import { FormDialog, useFormSend } from '../FormDialog';
import { STAFF_COMMENT_COUNTER, staffCommentToSend } from '../staff-comment';
import { feedbackDetailLines } from './feedbackDetailLines';
import * as styles from './FeedbackDetailDialog.css';

export interface FeedbackStatusRequest {
  status: FeedbackStatus;
  /** Trimmed; null when the field is blank. */
  adminComment: string | null;
}

export interface FeedbackDetailDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Known before the details arrive: the title 'Отзыв #{id}'. */
  feedbackId: number;
  /** The details; null while they load or when loading failed. */
  feedback: ManagementFeedback | null;
  isLoading?: boolean;
  /** Shown in the red box instead of the details, e.g. 'Ошибка при загрузке деталей отзыва'. */
  loadError?: string | null;
  onRetryLoad?(): void;
  /**
   * Saves the status and comment (any status may follow any other, docs/back-office.md#feedback).
   * Resolving closes the dialog; rejecting with an Error keeps it open and shows
   * 'Ошибка: {error.message}' (e.g. 'Ошибка при обновлении статуса').
   */
  onSubmit(request: FeedbackStatusRequest): Promise<void>;
  /**
   * Shows the dialog at once as if a save were on its way or had failed with this text: the
   * stories of those states render them without saving. The app never passes it.
   */
  shownState?: { sending?: boolean; failure?: string };
}

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((status) => ({ id: status, label: FEEDBACK_STATUS_LABELS[status] }));

const feedbackStatusOf = (key: string): FeedbackStatus | undefined => FEEDBACK_STATUSES.find((status) => status === key);

/** docs/back-office.md#feedback: 'Отзыв #{id}' — the item in full and the form that changes its status. */
export function FeedbackDetailDialog({
  isOpen,
  onOpenChange,
  feedbackId,
  feedback,
  isLoading = false,
  loadError,
  onRetryLoad,
  onSubmit,
  shownState,
}: FeedbackDetailDialogProps) {
  const [status, setStatus] = useState<FeedbackStatus>('new');
  const [comment, setComment] = useState('');
  const sent = useFormSend({ isOpen, onOpenChange });
  const form = shownState
    ? { ...sent, isSending: sent.isSending || Boolean(shownState.sending), failure: sent.failure ?? shownState.failure ?? null }
    : sent;

  // The form starts from the item as it is, each time the dialog opens or the details arrive.
  const formSource = isOpen && feedback ? `${feedback.id}` : null;
  const [shownSource, setShownSource] = useState<string | null>(null);
  if (formSource !== shownSource) {
    setShownSource(formSource);
    if (feedback && formSource) {
      setStatus(feedback.status);
      setComment(feedback.adminComment ?? '');
    }
  }

  return (
    <FormDialog
      title={`Отзыв #${feedbackId}`}
      isOpen={isOpen}
      form={form}
      submitLabel="Обновить статус"
      sendingLabel="Обновление..."
      isSubmitDisabled={!feedback}
      onSubmit={() => onSubmit({ status, adminComment: staffCommentToSend(comment) })}
    >
      {loadError ? (
        <ErrorBox message={loadError} onRetry={onRetryLoad} />
      ) : isLoading || !feedback ? (
        <div className={styles.loading}>
          <Spinner size="lg" label="Загрузка отзыва" />
        </div>
      ) : (
        <div className={styles.body}>
          <DetailList lines={feedbackDetailLines(feedback)} />
          <div className={styles.form}>
            <Select
              label="Статус"
              options={STATUS_OPTIONS}
              selectedKey={status}
              onSelectionChange={(key) => setStatus(feedbackStatusOf(key) ?? status)}
              isDisabled={form.isSending}
            />
            <TextArea
              label="Комментарий администратора (необязательно)"
              value={comment}
              onChange={setComment}
              counter={STAFF_COMMENT_COUNTER}
              rows={3}
              isReadOnly={form.isSending}
            />
            {form.failure && <ErrorBox message={form.failure} />}
          </div>
        </div>
      )}
    </FormDialog>
  );
}
