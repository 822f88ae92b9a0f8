import { VIOLATION_CATEGORIES, VIOLATIONS, type ViolationCategory } from '@city/contracts';

/** docs/moderation.md#the-automatic-complaint: the violation categories as a reader sees them; the table itself lives in contracts. */
export const VIOLATION_CATEGORY_LABELS: Record<ViolationCategory, string> = Object.fromEntries(
  VIOLATION_CATEGORIES.map((category) => [category, VIOLATIONS[category].label]),
) as Record<ViolationCategory, string>;
