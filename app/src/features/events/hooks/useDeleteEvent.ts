import { useRef, useState } from 'react';
import type { Event } from '@city/contracts';
import { showToast } from '@city/design-system';
import { isApiError } from '../../../api/errors';
import { deleteEvent } from '../../../api/events';
import { eventDetailsMessages } from '../../../i18n/messages';

export interface DeleteEventFlow {
  /** The event the confirmation asks about, or null while it is closed. */
  candidate: Event | null;
  /** The event whose delete request is in flight. */
  deletingId: number | null;
  ask(event: Event): void;
  setOpen(open: boolean): void;
  confirm(): void;
}

const handledByAuth = (error: unknown): boolean => isApiError(error) && (error.status === 401 || error.status === 403);

/**
 * participant-side §2, §8: delete after a ConfirmDialog; success calls `onDeleted`, any failure
 * shows 'Произошла ошибка при удалении мероприятия' (401/403 go to the auth handler instead).
 */
export function useDeleteEvent(onDeleted: (event: Event) => Promise<unknown> | void): DeleteEventFlow {
  const [candidate, setCandidate] = useState<Event | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const inFlight = useRef(false);

  async function remove(event: Event) {
    if (inFlight.current) return;
    inFlight.current = true;
    setDeletingId(event.id);
    try {
      await deleteEvent(event.id, { notify: false });
      showToast({ tone: 'success', title: eventDetailsMessages.deleted });
      await onDeleted(event);
    } catch (error) {
      if (handledByAuth(error)) return;
      console.error('Мероприятие не удалено', error);
      showToast({ tone: 'error', title: eventDetailsMessages.deleteFailed });
    } finally {
      inFlight.current = false;
      setDeletingId(null);
    }
  }

  return {
    candidate,
    deletingId,
    ask: setCandidate,
    setOpen(open) {
      if (!open) setCandidate(null);
    },
    confirm() {
      if (candidate) void remove(candidate);
    },
  };
}
