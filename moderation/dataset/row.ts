import type { ViolationCategory } from '@city/contracts';

export type RowKind = 'violation' | 'ordinary' | 'hard-negative';
export type RowStyle = 'blunt' | 'veiled' | 'slang' | 'noisy' | 'plain';

/** One line of train.jsonl / holdout.jsonl: what the moderation model learns from and is measured on. */
export interface DatasetRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly address?: string;
  readonly label: ViolationCategory | null;
  readonly kind: RowKind;
  readonly style: RowStyle;
}

export const ROW_KINDS: readonly RowKind[] = ['violation', 'ordinary', 'hard-negative'];
export const ROW_STYLES: readonly RowStyle[] = ['blunt', 'veiled', 'slang', 'noisy', 'plain'];

/** Sentences as the leak check sees them: split on sentence ends, lower-case, ё folded, long enough to mean something. */
export function comparableSentences(description: string, minLength = 30): string[] {
  return description
    .split(/[.!?\n]/)
    .map((sentence) => sentence.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' '))
    .filter((sentence) => sentence.length >= minLength);
}
