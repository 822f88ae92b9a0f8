import type { CharacterCounter } from '../../primitives/TextArea';

/** participant-side §5, §9: report reason up to 500 characters, the counter warns above 450. */
export const REPORT_REASON_COUNTER: CharacterCounter = { max: 500, warnAt: 450 };

/** participant-side §5: the reason is required and non-blank; it is sent trimmed. Null: nothing to send. */
export function reportReasonToSend(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
