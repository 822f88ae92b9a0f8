import { useState } from 'react';
import { TextArea } from '../../primitives/TextArea';
import { Text } from '../../layout';
import { FormDialog, useFormSend } from '../FormDialog';
import { COMPLAINT_REASON_COUNTER, complaintReasonToSend } from './complaintReason';
import * as styles from './ComplaintDialog.css';

export interface ComplaintDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Files the complaint with the trimmed reason. A rejection is the page's to report (the toast
   * 'Произошла ошибка при подаче жалобы'); the dialog closes either way.
   */
  onSubmit(reason: string): Promise<void>;
  /** Shown as 'Мероприятие: «…»' under the title unless `description` says otherwise. */
  eventTitle?: string;
  /** Defaults to 'Пожаловаться на мероприятие'; 'Пожаловаться на пользователя' on a profile. */
  title?: string;
  /** The line under the title naming what is reported; replaces the event line. */
  description?: string;
  /** The reason already written when the dialog first opens: stories of a filled dialog. */
  defaultReason?: string;
  /**
   * Shows the dialog at once as if the complaint were on its way: the story of that state renders
   * it without sending. The app never passes it.
   */
  shownSending?: boolean;
}

/** docs/events.md#complaints: the report dialog of the event details page (and, docs/events.md#complaints, of a profile). */
export function ComplaintDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  eventTitle,
  title = 'Пожаловаться на мероприятие',
  description,
  defaultReason = '',
  shownSending = false,
}: ComplaintDialogProps) {
  const [reason, setReason] = useState(defaultReason);
  // docs/events.md#complaints: on failure the dialog closes as well; the page shows the toast.
  const sent = useFormSend({ isOpen, onOpenChange, afterFailure: 'close' });
  const form = shownSending ? { ...sent, isSending: true } : sent;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    // Every opening starts with an empty reason.
    if (isOpen) setReason('');
  }

  const reasonToSend = complaintReasonToSend(reason);
  const subject = description ?? (eventTitle ? `Мероприятие: «${eventTitle}»` : null);

  return (
    <FormDialog
      title={title}
      isOpen={isOpen}
      form={form}
      submitLabel="Отправить жалобу"
      sendingLabel="Отправка..."
      submitVariant="danger"
      isSubmitDisabled={reasonToSend === null}
      onSubmit={async () => {
        if (reasonToSend !== null) await onSubmit(reasonToSend);
      }}
    >
      <div className={styles.body}>
        {subject && (
          <Text tone="muted" size="sm">
            {subject}
          </Text>
        )}
        <TextArea
          label="Причина жалобы"
          placeholder="Опишите, что нарушает правила"
          value={reason}
          onChange={setReason}
          counter={COMPLAINT_REASON_COUNTER}
          isRequired
          isReadOnly={form.isSending}
          autoFocus
        />
      </div>
    </FormDialog>
  );
}
