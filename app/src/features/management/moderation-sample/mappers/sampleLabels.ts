/**
 * docs/moderation.md#sample-labelling: the row's choice of a label (one of the violation
 * categories or «Нарушений нет») as the select names it, and back to what the server records.
 */
import { VIOLATION_CATEGORIES, isViolationCategory, violationLabel, type ViolationCategory } from '@city/contracts';
import type { SelectOption } from '@city/design-system';
import { failureText, type FailureRule } from '../../../../api/failurePolicy';
import { moderationSampleMessages as messages } from '../../../../i18n/managementModerationSample';

/** What the moderator records: a category, or null when the event breaks no law. */
export type SampleLabel = ViolationCategory | null;

/** The select's key of «Нарушений нет» (the server's null). */
export const NO_VIOLATION = 'none';

/** The eight categories in the contracts' order, then «Нарушений нет». */
export const labelOptions: readonly SelectOption[] = [
  ...VIOLATION_CATEGORIES.map((category) => ({ id: category, label: violationLabel(category) })),
  { id: NO_VIOLATION, label: messages.noViolation },
];

/** The label a select key stands for; undefined for a key of no option. */
export function labelFromKey(key: string): SampleLabel | undefined {
  if (key === NO_VIOLATION) return null;
  return isViolationCategory(key) ? key : undefined;
}

export const keyOfLabel = (label: SampleLabel): string => label ?? NO_VIOLATION;

/** 'Размечено: наркотики', 'Размечено: Нарушений нет'. */
export const labelledText = (label: SampleLabel): string =>
  messages.labelled(label === null ? messages.noViolation : violationLabel(label));

/**
 * Why a label was not saved: the server's text of a refusal (the event deleted meanwhile: 404, a
 * bad category: 400) or 'Ошибка при сохранении разметки'; nothing for a lost session (the auth
 * handler's).
 */
export const labelSaveFailure: FailureRule = { fallback: messages.saveFailed, unknown: messages.unknownError };

export const labelSaveFailureText = (error: unknown): string | null => failureText(error, labelSaveFailure);
