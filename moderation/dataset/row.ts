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

/** The leak check's sentences (defined beside the training-set reader, which applies the same rule). */
export { comparableSentences } from '../src/dataset';
