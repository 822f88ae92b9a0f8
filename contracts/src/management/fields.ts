import { plainText } from '../text';
import { MANAGEMENT_COMMENT_MAX, MANAGEMENT_MESSAGES, MANAGEMENT_SEARCH_MAX } from './messages';

/** An optional moderator or admin comment: trimmed, blank means none (docs/back-office.md#access). */
export const optionalComment = plainText()
  .trim()
  .max(MANAGEMENT_COMMENT_MAX, MANAGEMENT_MESSAGES.commentTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** A list's search text: trimmed; blank means no search. */
export const optionalSearch = plainText()
  .trim()
  .max(MANAGEMENT_SEARCH_MAX, MANAGEMENT_MESSAGES.searchTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));
