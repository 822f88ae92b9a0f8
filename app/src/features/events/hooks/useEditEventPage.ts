import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventToFormValues, toEventRequest, type Event, type EventFormValues, type User } from '@city/contracts';
import { showToast } from '@city/design-system';
import { updateEvent } from '../../../api/events';
import { eventFormPageMessages } from '../../../i18n/messages';
import { formFailureText } from '../mappers/actionFailure';
import { CITY_TIME_ZONE } from '../mappers/cityClock';
import { editAccess } from '../mappers/editAccess';
import { eventHref } from '../mappers/eventLinks';
import { savedEventOutcome } from '../mappers/savedEvent';
import type { EventFormPage } from './useCreateEventPage';
import { useEvent } from './useEvent';
import { useEventImageUpload } from './useEventImageUpload';
import { useLeaveConfirmation } from './useLeaveConfirmation';

export interface EditEventPage extends EventFormPage {
  event: Event | null;
  /** The form's starting values, once the event is loaded and may be edited. */
  initialValues: EventFormValues | null;
  isLoading: boolean;
  isMissing: boolean;
}

/**
 * docs/events.md#timing: /events/{id}/edit. A non-organizer is sent to /, a started event
 * (or one under complaint) back to its page with the reason; success goes to the event page.
 */
export function useEditEventPage(eventId: number | null, viewer: User, now: number): EditEventPage {
  const navigate = useNavigate();
  const leave = useLeaveConfirmation();
  const uploadImage = useEventImageUpload();
  const { event, isLoading, isMissing, refresh } = useEvent(eventId);
  const access = event ? editAccess(event, viewer, now, CITY_TIME_ZONE) : null;

  useEffect(() => {
    if (!event || !access || access.kind === 'allowed') return;
    leave.allowNextNavigation();
    if (access.kind === 'not-organizer') {
      navigate('/', { replace: true });
      return;
    }
    showToast({ tone: 'warning', title: access.message });
    navigate(eventHref(event.id), { replace: true });
    // Decided once per event and verdict; `leave` and `navigate` do not change what happens.
  }, [event?.id, access?.kind]);

  const initialValues = useMemo(
    () => (event && access?.kind === 'allowed' ? eventToFormValues(event) : null),
    // Only the first loaded copy seeds the form; a background refresh must not reset typing.
    [event?.id, access?.kind === 'allowed'],
  );

  return {
    event,
    initialValues,
    isLoading,
    isMissing,
    leave,
    uploadImage,
    cancel: () => navigate(eventId === null ? '/events' : eventHref(eventId)),
    async submit(values) {
      if (eventId === null) return;
      let updated: Event;
      try {
        updated = await updateEvent(eventId, toEventRequest(values), { kind: 'action' });
      } catch (error) {
        throw new Error(formFailureText(error, eventFormPageMessages.updateFailed), { cause: error });
      }
      leave.allowNextNavigation();
      await refresh(updated);
      const outcome = savedEventOutcome(updated, 'updated');
      showToast(outcome.toast);
      navigate(outcome.destination);
    },
  };
}
