import { useRef, useState } from 'react';
import type { Event } from '@city/contracts';
import { showToast } from '@city/design-system';
import { deleteEvent } from '../../../api/events';
import { eventDetailsMessages } from '../../../i18n/messages';
import { announceFailure } from '../../../api/failurePolicy';
import { deleteFailure } from '../mappers/actionFailure';

export interface DeleteEventFlow {
  /** The event the confirmation asks about, or null while it is closed. */
  candidate: Event | null;
  /** The event whose delete request is in flight. */
  deletingId: number | null;
  ask(event: Event): void;
  setOpen(open: boolean): void;
  confirm(): void;
}

/**
 * docs/events.md#deleting: delete after a ConfirmDialog; success calls `onDeleted`; a refusal
 * (403) shows the server's 'У вас нет прав для удаления этого мероприятия', any other failure
 * 'Произошла ошибка при удалении мероприятия'; a lost session (401) goes to the auth handler.
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
      await deleteEvent(event.id, { kind: 'action' });
      showToast({ tone: 'success', title: eventDetailsMessages.deleted });
      await onDeleted(event);
    } catch (error) {
      announceFailure(error, { label: 'Мероприятие не удалено', ...deleteFailure(eventDetailsMessages.deleteFailed) });
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
