import { useNavigate } from 'react-router-dom';
import { toEventRequest, type EventFormValues } from '@city/contracts';
import { showToast } from '@city/design-system';
import { createEvent } from '../../../api/events';
import { eventFormPageMessages } from '../../../i18n/messages';
import { formFailureText } from '../mappers/actionFailure';
import { savedEventOutcome } from '../mappers/savedEvent';
import { useEventImageUpload } from './useEventImageUpload';
import { useLeaveConfirmation, type LeaveConfirmation } from './useLeaveConfirmation';

export interface EventFormPage {
  submit(values: EventFormValues): Promise<void>;
  cancel(): void;
  uploadImage(file: File): Promise<string>;
  leave: LeaveConfirmation;
}

/** docs/events.md#creating-and-editing: /create-event; success goes to /events with a toast (to the event's page when moderation hid it). */
export function useCreateEventPage(): EventFormPage {
  const navigate = useNavigate();
  const leave = useLeaveConfirmation();
  const uploadImage = useEventImageUpload();

  return {
    leave,
    uploadImage,
    cancel: () => navigate('/events'),
    async submit(values) {
      let created;
      try {
        created = await createEvent(toEventRequest(values), { kind: 'action' });
      } catch (error) {
        // EventForm shows a thrown error's message above the fields.
        throw new Error(formFailureText(error, eventFormPageMessages.createFailed), { cause: error });
      }
      leave.allowNextNavigation();
      const outcome = savedEventOutcome(created, 'created');
      showToast(outcome.toast);
      navigate(outcome.destination);
    },
  };
}
