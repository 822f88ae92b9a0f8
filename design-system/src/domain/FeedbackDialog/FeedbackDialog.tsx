import { useEffect, useId, useRef, useState } from 'react';
import type { FeedbackCategory } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { SuccessIcon } from '../../primitives/shared';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormDialog, useFormSend } from '../FormDialog';
import {
  CATEGORY_OPTIONS,
  EMPTY_FEEDBACK_DRAFT,
  MESSAGE_COUNTER,
  SUBJECT_COUNTER,
  categoryFromKey,
  feedbackToSend,
  type FeedbackDraft,
} from './feedbackDraft';
import * as styles from './FeedbackDialog.css';

export interface FeedbackDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The account's e-mail, shown read-only. */
  email: string;
  /**
   * Sends the trimmed fields. Resolves → the thanks view with 'Закрыть'. Rejects → stays on the
   * form, Send enabled again (docs/people.md#feedback: the failure is only logged; the request wrapper
   * shows its own toast). Every opening starts with an empty form, category 'general'.
   */
  onSubmit(request: { subject: string; message: string; category: FeedbackCategory }): Promise<void>;
  /** The draft every opening starts with; empty with the general category unless a review frame shows a filled form. */
  initialDraft?: FeedbackDraft;
  /** Open straight on the thanks view, so a review frame can show it without sending. */
  initiallyThanked?: boolean;
  /**
   * Shows the dialog at once as if the feedback were on its way: the story of that state renders
   * it without sending. The app never passes it.
   */
  shownSending?: boolean;
}

/** docs/people.md#feedback: the feedback modal of the user menu. */
export function FeedbackDialog({
  isOpen,
  onOpenChange,
  email,
  onSubmit,
  initialDraft = EMPTY_FEEDBACK_DRAFT,
  initiallyThanked = false,
  shownSending = false,
}: FeedbackDialogProps) {
  const [draft, setDraft] = useState<FeedbackDraft>(initialDraft);
  const [isThanked, setThanked] = useState(initiallyThanked);
  // docs/people.md#feedback: a failure is only logged (the request wrapper's toast aside); the form stays for another try.
  const sent = useFormSend({ isOpen, onOpenChange, afterSuccess: 'stay', afterFailure: 'stay' });
  const form = shownSending ? { ...sent, isSending: true } : sent;
  const thanksId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(initialDraft);
      setThanked(initiallyThanked);
    }
  }

  // The focused Send button vanishes with the form; the dialog would hand focus to its corner
  // X, so it goes to 'Закрыть', whose description reads the thanks out.
  useEffect(() => {
    if (isThanked) closeRef.current?.focus();
  }, [isThanked]);

  const request = feedbackToSend(draft);
  const edit = (change: Partial<FeedbackDraft>) => setDraft((current) => ({ ...current, ...change }));

  const thanks = {
    body: (
      <div id={thanksId} className={styles.thanks}>
        <SuccessIcon className={styles.thanksIcon} />
        <p className={styles.thanksTitle}>Спасибо за отзыв!</p>
        <p className={styles.thanksText}>Администраторы прочитают ваше сообщение.</p>
      </div>
    ),
    actions: (
      <Button ref={closeRef} variant="primary" aria-describedby={thanksId} onPress={() => form.changeOpen(false)}>
        Закрыть
      </Button>
    ),
  };

  return (
    <FormDialog
      title="Обратная связь"
      isOpen={isOpen}
      form={form}
      submitLabel="Отправить"
      sendingLabel="Отправка..."
      isSubmitDisabled={request === null}
      onSubmit={async () => {
        if (request === null) return;
        await onSubmit(request);
        setThanked(true);
      }}
      sentView={isThanked ? thanks : null}
    >
      <div className={styles.form}>
        <TextField label="Email" type="email" value={email} onChange={() => {}} isReadOnly />
        <Select
          label="Категория"
          options={CATEGORY_OPTIONS}
          selectedKey={draft.category}
          onSelectionChange={(key) => {
            const category = categoryFromKey(key);
            if (category) edit({ category });
          }}
          isDisabled={form.isSending}
        />
        <TextField
          label="Тема"
          value={draft.subject}
          onChange={(subject) => edit({ subject })}
          counter={SUBJECT_COUNTER}
          isRequired
          isReadOnly={form.isSending}
          autoComplete="off"
          autoFocus
        />
        <TextArea
          label="Сообщение"
          value={draft.message}
          onChange={(message) => edit({ message })}
          counter={MESSAGE_COUNTER}
          rows={6}
          isRequired
          isReadOnly={form.isSending}
        />
      </div>
    </FormDialog>
  );
}
