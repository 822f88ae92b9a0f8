import { useState } from 'react';
import type { Event } from '@city/contracts';
import { showToast } from '@city/design-system';
import { complainAboutEvent } from '../../../api/events';
import { eventDetailsMessages } from '../../../i18n/messages';
import { announceFailure } from '../../../api/failurePolicy';
import { reportFailure } from '../mappers/actionFailure';

export interface ComplaintAboutEventFlow {
  isOpen: boolean;
  setOpen(open: boolean): void;
  /** ReportDialog's onSubmit: it closes the dialog itself, whatever the outcome. */
  submit(reason: string): Promise<void>;
}

/**
 * docs/events.md#complaints: the report dialog of the event page. Success: a toast and `onReported`
 * (the event is now under review); failure: 'Произошла ошибка при подаче жалобы'.
 */
export function useEventComplaint(event: Event | null, onComplained: () => Promise<unknown> | void): ComplaintAboutEventFlow {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    setOpen,
    async submit(reason) {
      if (!event) return;
      try {
        await complainAboutEvent(event.id, { reason }, { kind: 'action' });
      } catch (error) {
        announceFailure(error, { label: 'Жалоба не отправлена', ...reportFailure(eventDetailsMessages.complaintFailed) });
        return;
      }
      showToast({ tone: 'success', title: eventDetailsMessages.complaintSent });
      await onComplained();
    },
  };
}
