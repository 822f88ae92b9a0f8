import { useState } from 'react';
import { useSendOnce } from '../send-once';

export interface FormSendOptions {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** 'close' (default); 'stay' when the dialog shows what follows itself (the feedback's thanks). */
  afterSuccess?: 'close' | 'stay';
  /**
   * 'show' (default): the dialog stays open with 'Ошибка: {error.message}' (docs/back-office.md#answers-and-errors);
   * 'close': it closes and the page reports (docs/events.md#complaints: the report's toast);
   * 'stay': it stays open without a line, for another try (docs/events.md#api: feedback failures are only logged).
   */
  afterFailure?: 'show' | 'close' | 'stay';
}

/** A form dialog's sending state; `FormDialog` draws it, the dialog's fields read `isSending`. */
export interface FormSend {
  isSending: boolean;
  /** The text of the last failed send (after 'Ошибка: '), until the next send or opening. */
  failure: string | null;
  /** Runs `submit` unless a send is on its way; what follows is the options' `after…`. */
  send(submit: () => Promise<void>): Promise<void>;
  /** The dialog's onOpenChange: a send on its way is not dropped by Escape, a click outside or 'Отмена'. */
  changeOpen(open: boolean): void;
}

const failureText = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Неизвестная ошибка');

export function useFormSend({ isOpen, onOpenChange, afterSuccess = 'close', afterFailure = 'show' }: FormSendOptions): FormSend {
  const { isSending, sendOnce, mayClose } = useSendOnce();
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    // Every opening starts clean.
    if (isOpen) setFailure(null);
  }

  return {
    isSending,
    failure,
    send: (submit) =>
      sendOnce(
        async () => {
          setFailure(null);
          try {
            await submit();
          } catch (error) {
            if (afterFailure === 'show') setFailure(failureText(error));
            throw error;
          }
          if (afterSuccess === 'close') onOpenChange(false);
        },
        { onFailure: () => afterFailure === 'close' && onOpenChange(false) },
      ),
    changeOpen: (open) => {
      if (mayClose(open)) onOpenChange(open);
    },
  };
}
