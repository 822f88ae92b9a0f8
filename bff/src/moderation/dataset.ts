import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isViolationCategory, type ViolationCategory } from '@city/contracts';

/** bff/moderation/dataset: train.jsonl (training and validation) and holdout.jsonl (evaluation only). */
export const DATASET_DIRECTORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../moderation/dataset');

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

/** Reads a JSON-lines dataset; a malformed row stops the read with its line number. */
export function readDataset(file: string): LabelledPost[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
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
