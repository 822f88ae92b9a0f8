import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface LeaveConfirmation {
  /** The form reports whether it differs from what it started with (EventForm's onDirtyChange). */
  setDirty(dirty: boolean): void;
  /** A navigation is held until the user answers. */
  isAsking: boolean;
  stay(): void;
  leave(): void;
  /** Lets the next navigation through unasked: the form was just saved. */
  allowNextNavigation(): void;
}

/**
 * docs/events.md#creating-and-editing: leaving a modified event form asks first: in-app navigation through
 * react-router's blocker, closing or reloading the tab through beforeunload.
 */
export function useLeaveConfirmation(): LeaveConfirmation {
  const [isDirty, setDirty] = useState(false);
  const isSaved = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSaved.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isSaved.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // One answer per question: the dialog closing right after 'leave' must not also 'stay'.
  const answered = useRef(false);
  useEffect(() => {
    if (blocker.state === 'blocked') answered.current = false;
  }, [blocker.state]);
  const answer = (choice: 'stay' | 'leave') => {
    if (answered.current || blocker.state !== 'blocked') return;
    answered.current = true;
    if (choice === 'leave') blocker.proceed();
    else blocker.reset();
  };

  return {
    setDirty,
    isAsking: blocker.state === 'blocked',
    stay: () => answer('stay'),
    leave: () => answer('leave'),
    allowNextNavigation: () => {
      isSaved.current = true;
    },
  };
}
