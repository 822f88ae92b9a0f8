import { violationLabel, type Event } from '@city/contracts';
import { eventFormPageMessages as messages } from '../../../i18n/messages';
import { eventHref } from './eventLinks';

export interface SavedEventOutcome {
  toast: { tone: 'success' | 'warning'; title: string; description?: string };
  /** Where the form leads afterwards. */
  destination: string;
}

/**
 * docs/moderation.md#the-automatic-complaint, docs/events.md#creating-and-editing: after a save the organizer learns at once when the automatic moderation
 * hid the event, and lands on its page, where the banner says why (the list would not show it).
 */
export function savedEventOutcome(event: Event, saved: 'created' | 'updated'): SavedEventOutcome {
  const verdict = event.systemClaim?.status === 'pending' ? event.systemClaim.metadata : null;
  if (verdict) {
    return {
      toast: { tone: 'warning', title: messages.flagged, description: messages.flaggedDescription(violationLabel(verdict.category)) },
      destination: eventHref(event.id),
    };
  }
  return {
    toast: { tone: 'success', title: saved === 'created' ? messages.created : messages.updated },
    destination: saved === 'created' ? '/events' : eventHref(event.id),
  };
}
