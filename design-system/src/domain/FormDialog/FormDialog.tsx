import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import type { FormSend } from './useFormSend';
import * as styles from './FormDialog.css';

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  /** The dialog's sending state, from `useFormSend`. */
  form: FormSend;
  submitLabel: string;
  /**
   * The submit button's label while sending ('Отправка...'); the button keeps its focus. Without
   * it the button keeps its label and shows a spinner.
   */
  sendingLabel?: string;
  submitVariant?: 'primary' | 'danger';
  /** The form cannot be sent as it is (a required field is blank, the details have not arrived). */
  isSubmitDisabled?: boolean;
  onSubmit(): Promise<void>;
  /**
   * Shown instead of the form and its footer once it has been sent (the feedback's thanks). It is
   * the same dialog, so it does not animate in again and focus stays inside.
   */
  sentView?: { body: ReactNode; actions: ReactNode } | null;
  /** The fields; the dialog places `form.failure`'s red line among them where its layout wants it. */
  children: ReactNode;
}

/** A dialog around a form: 'Отмена' and the submit button, one send at a time, closing by the answer. */
export function FormDialog({
  title,
  isOpen,
  form,
  submitLabel,
  sendingLabel,
  submitVariant = 'primary',
  isSubmitDisabled = false,
  onSubmit,
  sentView,
  children,
}: FormDialogProps) {
  const { isSending, send, changeOpen } = form;
  const showsSendingLabel = isSending && sendingLabel !== undefined;
  const footer = (
    <>
      <Button variant="secondary" isDisabled={isSending} onPress={() => changeOpen(false)}>
        Отмена
      </Button>
      <Button
        variant={submitVariant}
        isDisabled={isSubmitDisabled}
        isPending={sendingLabel === undefined && isSending}
        onPress={() => void send(onSubmit)}
        className={showsSendingLabel ? styles.sending : undefined}
      >
        {showsSendingLabel ? sendingLabel : submitLabel}
      </Button>
    </>
  );

  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={changeOpen} actions={sentView ? sentView.actions : footer}>
      {sentView ? sentView.body : children}
    </Dialog>
  );
}
