import { useRef, useState } from 'react';
import type { ClaimDecision } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { TextArea } from '../../primitives/TextArea';
import { DetailList } from '../DetailList';
import { ErrorBox } from '../ErrorBox';
import { STAFF_COMMENT_COUNTER, staffCommentToSend } from '../staff-comment';
import { complaintSummary, type ComplaintUnderReview } from './complaintSummary';
import * as styles from './ComplaintDecisionDialog.css';

export interface ComplaintDecisionRequest {
  status: ClaimDecision;
  /** Trimmed; null when the moderator wrote nothing. */
  comment: string | null;
}

export interface ComplaintDecisionDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The action the moderator chose in the table: approve or reject. */
  decision: ClaimDecision;
  complaint: ComplaintUnderReview;
  /**
   * Sends the decision. Resolving closes the dialog; rejecting with an Error keeps it open and
   * shows 'Ошибка: {error.message}' (e.g. 'Ошибка при одобрении жалобы', management-side §8).
   */
  onSubmit(request: ComplaintDecisionRequest): Promise<void>;
}

const TITLES: Record<ClaimDecision, string> = { approved: 'Одобрить жалобу', rejected: 'Отклонить жалобу' };
const CONFIRM_LABELS: Record<ClaimDecision, string> = { approved: 'Одобрить', rejected: 'Отклонить' };

const failureText = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Неизвестная ошибка');

/** management-side §2, §4: a pending complaint is approved or rejected, with an optional comment. */
export function ComplaintDecisionDialog({ isOpen, onOpenChange, decision, complaint, onSubmit }: ComplaintDecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // A ref, not state: two presses in the same tick must still send once.
  const sendingRef = useRef(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    // Every opening starts clean.
    if (isOpen) {
      setComment('');
      setFailure(null);
    }
  }

  const send = async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ status: decision, comment: staffCommentToSend(comment) });
      sendingRef.current = false;
      onOpenChange(false);
    } catch (error) {
      sendingRef.current = false;
      setFailure(failureText(error));
    } finally {
      setSending(false);
    }
  };

  const changeOpen = (open: boolean) => {
    // A decision on its way is not dropped by Escape or a click outside.
    if (!open && sendingRef.current) return;
    onOpenChange(open);
  };

  return (
    <Dialog
      title={TITLES[decision]}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      actions={
        <>
          <Button variant="secondary" isDisabled={isSending} onPress={() => changeOpen(false)}>
            Отмена
          </Button>
          <Button variant="primary" isPending={isSending} onPress={() => void send()}>
            {CONFIRM_LABELS[decision]}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <DetailList lines={complaintSummary(complaint)} />
        <TextArea
          label="Комментарий (необязательно)"
          value={comment}
          onChange={setComment}
          counter={STAFF_COMMENT_COUNTER}
          rows={3}
          isReadOnly={isSending}
        />
        {failure && <ErrorBox message={failure} />}
      </div>
    </Dialog>
  );
}
