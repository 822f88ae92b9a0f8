import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isViolationCategory, type ViolationCategory } from '@city/contracts';
import { MODERATION_DIRECTORY } from './package-directory';

/** moderation/dataset: train.jsonl (training and validation) and holdout.jsonl (evaluation only). */
export const DATASET_DIRECTORY = path.join(MODERATION_DIRECTORY, 'dataset');

/**
 * The splits as committed: gzipped JSON lines (the training split alone is 3.6 MB as text).
 * `zcat moderation/dataset/train.jsonl.gz | head` reads them.
 */
export const DATASET_FILES = {
  train: path.join(DATASET_DIRECTORY, 'train.jsonl.gz'),
  holdout: path.join(DATASET_DIRECTORY, 'holdout.jsonl.gz'),
} as const;

/**
 * docs/moderation.md#quality-bar: the development set, one file per outside writer who never saw the sources (CI's gate,
 * held out by writer; never trained on), and the training writers' whole posts (read beside train.jsonl: src/training-set.ts).
 */
export const DEV_DIRECTORY = path.join(DATASET_DIRECTORY, 'dev');
export const WRITER_SOURCES_DIRECTORY = path.join(DATASET_DIRECTORY, 'sources', 'writers');

/** Sentences as the leak check sees them: split on sentence ends, lower-case, ё folded, long enough to mean something. */
export function comparableSentences(description: string, minLength = 30): string[] {
  return description
    .split(/[.!?\n]/)
    .map((sentence) => sentence.trim().toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' '))
    .filter((sentence) => sentence.length >= minLength);
}

/** A dataset file's JSON lines, gunzipped when its name ends in .gz. */
export function readDatasetText(file: string): string {
  const bytes = fs.readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The committed form of a split's JSON lines; the same text gives the same bytes. */
export const compressDatasetText = (text: string): Buffer => gzipSync(Buffer.from(text, 'utf8'), { level: 9 });

export const EXAMPLE_KINDS = ['violation', 'ordinary', 'hard-negative'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

/** One labelled post of the dataset. */
export interface LabelledPost {
  id: string;
  title: string;
  description: string;
  address?: string;
  label: ViolationCategory | null;
  kind: ExampleKind;
  style?: string;
}

function parseRow(value: unknown, where: string): LabelledPost {
  if (typeof value !== 'object' || value === null) throw new Error(`${where}: ожидается объект`);
  const row = value as Record<string, unknown>;
  const { id, title, description, address, label, kind, style } = row;
  if (typeof title !== 'string' || typeof description !== 'string') {
    throw new Error(`${where}: title и description должны быть строками`);
  }
  if (label !== null && !isViolationCategory(label)) throw new Error(`${where}: неизвестная категория «${String(label)}»`);
  const knownKind = EXAMPLE_KINDS.find((candidate) => candidate === kind);
  if (!knownKind) throw new Error(`${where}: неизвестный вид примера «${String(kind)}»`);
  if ((label === null) !== (knownKind !== 'violation')) throw new Error(`${where}: метка не согласуется с видом ${knownKind}`);
  return {
    id: String(id),
    title,
    description,
    ...(typeof address === 'string' ? { address } : {}),
    label,
    kind: knownKind,
    ...(typeof style === 'string' ? { style } : {}),
  };
}

/** Reads a JSON-lines dataset (plain or .gz); a malformed row stops the read with its line number. */
export function readDataset(file: string): LabelledPost[] {
  const lines = readDatasetText(file).split('\n');
  const rows: LabelledPost[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${path.basename(file)}:${index + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`${where}: строка не является JSON`);
    }
    rows.push(parseRow(parsed, where));
  });
  return rows;
}
