import { MANAGEMENT_COMMENT_MAX } from '@city/contracts';
import type { CharacterCounter } from '../../primitives/TextArea';

/**
 * The optional comment of a moderator's decision or an admin's answer to feedback: up to 1000
 * characters (contracts, MANAGEMENT_COMMENT_MAX). The counter warns in the last 10 %, as the
 * participant-side counters do (450 of 500, 2700 of 3000).
 */
export const STAFF_COMMENT_COUNTER: CharacterCounter = {
  max: MANAGEMENT_COMMENT_MAX,
  warnAt: MANAGEMENT_COMMENT_MAX * 0.9,
};

/** docs/back-office.md#tables: the comment is optional; it is sent trimmed, and a blank one as null. */
export function staffCommentToSend(text: string): string | null {
  const comment = text.trim();
  return comment === '' ? null : comment;
}
