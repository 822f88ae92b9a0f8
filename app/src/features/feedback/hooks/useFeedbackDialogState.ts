import { useCallback, useState } from 'react';

export interface FeedbackDialogState {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Opens the dialog; null when nobody is signed in (feedback is sent from an account). */
  open: (() => void) | null;
  /** The dialog has been opened once: until then its code need not be loaded. */
  hasOpened: boolean;
}

/**
 * Whether the feedback dialog is open for the signed-in account `userId`. The dialog is opened
 * for one account, so signing out (or in as someone else) closes it instead of reopening it later.
 */
export function useFeedbackDialogState(userId: number | null): FeedbackDialogState {
  const [openFor, setOpenFor] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const openForCurrent = useCallback(() => {
    setOpenFor(userId);
    setHasOpened(true);
  }, [userId]);
  const onOpenChange = useCallback(
    (open: boolean) => {
      setOpenFor(open ? userId : null);
      if (open) setHasOpened(true);
    },
    [userId],
  );
  return {
    isOpen: userId !== null && openFor === userId,
    onOpenChange,
    open: userId === null ? null : openForCurrent,
    hasOpened,
  };
}
