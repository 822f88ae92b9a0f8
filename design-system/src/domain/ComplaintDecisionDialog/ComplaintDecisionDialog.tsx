import { useState } from 'react';
import type { ComplaintDecision } from '@city/contracts';
import { TextArea } from '../../primitives/TextArea';
import { DetailList } from '../DetailList';
import { ErrorBox } from '../ErrorBox';
import { FormDialog, useFormSend } from '../FormDialog';
import { STAFF_COMMENT_COUNTER, staffCommentToSend } from '../staff-comment';
import { complaintSummary, type ComplaintUnderReview } from './complaintSummary';
import * as styles from './ComplaintDecisionDialog.css';

export interface ComplaintDecisionRequest {
  status: ComplaintDecision;
  /** Trimmed; null when the moderator wrote nothing. */
  comment: string | null;
}

export interface ComplaintDecisionDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The action the moderator chose in the table: approve or reject. */
  decision: ComplaintDecision;
  complaint: ComplaintUnderReview;
  /**
   * Sends the decision. Resolving closes the dialog; rejecting with an Error keeps it open and
   * shows 'Ошибка: {error.message}' (e.g. 'Ошибка при одобрении жалобы', docs/back-office.md#answers-and-errors).
   */
  onSubmit(request: ComplaintDecisionRequest): Promise<void>;
  /**
   * Shows the dialog at once as if a send were on its way or had failed with this text: the
   * stories of those states render them without sending. The app never passes it.
   */
  shownState?: { sending?: boolean; failure?: string };
}

const TITLES: Record<ComplaintDecision, string> = { approved: 'Одобрить жалобу', rejected: 'Отклонить жалобу' };
const CONFIRM_LABELS: Record<ComplaintDecision, string> = { approved: 'Одобрить', rejected: 'Отклонить' };

/** docs/back-office.md#deciding-a-complaint: a pending complaint is approved or rejected, with an optional comment. */
export function ComplaintDecisionDialog({ isOpen, onOpenChange, decision, complaint, onSubmit, shownState }: ComplaintDecisionDialogProps) {
  const [comment, setComment] = useState('');
  const sent = useFormSend({ isOpen, onOpenChange });
  const form = shownState
    ? { ...sent, isSending: sent.isSending || Boolean(shownState.sending), failure: sent.failure ?? shownState.failure ?? null }
    : sent;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    // Every opening starts with an empty comment.
    if (isOpen) setComment('');
  }

  return (
    <FormDialog
      title={TITLES[decision]}
      isOpen={isOpen}
      form={form}
      submitLabel={CONFIRM_LABELS[decision]}
      onSubmit={() => onSubmit({ status: decision, comment: staffCommentToSend(comment) })}
    >
      <div className={styles.body}>
        <DetailList lines={complaintSummary(complaint)} />
        <TextArea
          label="Комментарий (необязательно)"
          value={comment}
          onChange={setComment}
          counter={STAFF_COMMENT_COUNTER}
          rows={3}
          isReadOnly={form.isSending}
        />
        {form.failure && <ErrorBox message={form.failure} />}
      </div>
    </FormDialog>
  );
}
