import { canPerformActions, PARTICIPATION_LABELS, participationState, type Event, type User } from '@city/contracts';
import { eventFormPageMessages, sessionMessages } from '../../../i18n/messages';

export type EditAccess =
  | { kind: 'allowed' }
  /** docs/events.md#creating-and-editing: a non-organizer opening the editor is sent to /. */
  | { kind: 'not-organizer' }
  /** docs/events.md#complaints: started, under complaint or a suspended account: back to the event page. */
  | { kind: 'locked'; message: string };

/** Whether `viewer` may edit `event` at `now`: the same rules the server checks (docs/accounts.md#statuses). */
export function editAccess(event: Event, viewer: Pick<User, 'id' | 'status'>, now: number, timeZone: string): EditAccess {
  const state = participationState({ event, viewerId: viewer.id, now, timeZone });
  if (state.kind !== 'organizer') return { kind: 'not-organizer' };
  if (state.hasStarted) return { kind: 'locked', message: eventFormPageMessages.started };
  if (!state.canManage) return { kind: 'locked', message: PARTICIPATION_LABELS.managementBlocked };
  if (!canPerformActions(viewer.status)) return { kind: 'locked', message: sessionMessages.suspended };
  return { kind: 'allowed' };
}
