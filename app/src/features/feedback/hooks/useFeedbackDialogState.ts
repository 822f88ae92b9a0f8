import { useCallback, useState } from 'react';

export interface FeedbackDialogState {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Opens the dialog; null when nobody is signed in (feedback is sent from an account). */
  open: (() => void) | null;
}

/**
 * Whether the feedback dialog is open for the signed-in account `userId`. The dialog is opened
 * for one account, so signing out (or in as someone else) closes it instead of reopening it later.
 */
export function useFeedbackDialogState(userId: number | null): FeedbackDialogState {
  const [openFor, setOpenFor] = useState<number | null>(null);
  const openForCurrent = useCallback(() => setOpenFor(userId), [userId]);
  const onOpenChange = useCallback((open: boolean) => setOpenFor(open ? userId : null), [userId]);
  return {
    isOpen: userId !== null && openFor === userId,
    onOpenChange,
    open: userId === null ? null : openForCurrent,
  };
}
