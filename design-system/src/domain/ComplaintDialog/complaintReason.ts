import { COMPLAINT_REASON_MAX, COMPLAINT_REASON_WARN_AT } from '@city/contracts';
import type { CharacterCounter } from '../../primitives/TextArea';

/** docs/events.md#complaints: the limits the BFF enforces too (contracts/eventClaim). */
export const COMPLAINT_REASON_COUNTER: CharacterCounter = { max: COMPLAINT_REASON_MAX, warnAt: COMPLAINT_REASON_WARN_AT };

/** docs/events.md#complaints: the reason is required and non-blank; it is sent trimmed. Null: nothing to send. */
export function complaintReasonToSend(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
