import { comparableSentences, DATASET_FILES, DEV_DIRECTORY, readDataset, WRITER_SOURCES_DIRECTORY, type LabelledPost } from './dataset';
import { readWriterFolder, type WriterForm, type WriterPost } from './writer-posts';

/** A writer's form as the dataset's styles name it (the rows' style says how a post is written). */
const STYLE_OF_FORM: Readonly<Record<WriterForm, string>> = {
  subtle: 'veiled',
  euphemism: 'veiled',
  slang: 'slang',
  plain: 'blunt',
  'cta-twin': 'plain',
  long: 'plain',
  'hard-negative': 'plain',
  ordinary: 'plain',
};

/** The id prefix of the training writers' rows (train.ts weighs them apart). */
export const WRITER_ROW_PREFIX = 'writer-';

/** A training writer's whole post as a training row: id `writer-<writer>-<n>`, the style from its form. */
export const writerTrainingRow = (post: WriterPost): LabelledPost => ({
  id: `${WRITER_ROW_PREFIX}${post.id}`,
  title: post.title,
  description: post.description,
  ...(post.address === undefined ? {} : { address: post.address }),
  label: post.label,
  kind: post.kind,
  style: STYLE_OF_FORM[post.form],
});

/**
 * docs/moderation.md#quality-bar: the training writers' posts (sources/writers/) as training rows, whole and verbatim,
 * in file order, except any that shares a sentence with `forbiddenSentences` (the development set's
 * and the held-out split's).
 */
export function writerTrainingRows(forbiddenSentences: ReadonlySet<string>, directory: string = WRITER_SOURCES_DIRECTORY): LabelledPost[] {
  return readWriterFolder(directory)
    .filter((post) => !comparableSentences(post.description).some((sentence) => forbiddenSentences.has(sentence)))
    .map(writerTrainingRow);
}

/** The sentences no training row may carry: the development set's (the yardstick) and the held-out split's (the regression check). */
export function sentencesForbiddenInTraining(devDirectory: string = DEV_DIRECTORY, holdoutFile: string = DATASET_FILES.holdout): Set<string> {
  const sentences = new Set(readWriterFolder(devDirectory).flatMap((post) => comparableSentences(post.description)));
  for (const row of readDataset(holdoutFile)) for (const sentence of comparableSentences(row.description)) sentences.add(sentence);
  return sentences;
}

/** Composed rows of train.jsonl are `train-<n>`; the writers' posts follow them, before the team's whole posts. */
const isComposedRow = (row: LabelledPost): boolean => /^train-\d+$/.test(row.id);

/**
 * What training reads: train.jsonl (the composed rows and the team's whole posts) with the
 * training writers' posts put back where they always stood, after the composed rows. They are
 * not stored in train.jsonl (its size stays under the 2 MB convention; sources/writers/ already
 * holds them), and the same rule as before leaves out any that shares a sentence with dev or holdout.
 */
export function readTrainingSet(
  file: string = DATASET_FILES.train,
  writersDirectory: string = WRITER_SOURCES_DIRECTORY,
  forbiddenSentences: ReadonlySet<string> = sentencesForbiddenInTraining(),
): LabelledPost[] {
  const rows = readDataset(file);
  const composedEnd = rows.findIndex((row) => !isComposedRow(row));
  const at = composedEnd === -1 ? rows.length : composedEnd;
  return [...rows.slice(0, at), ...writerTrainingRows(forbiddenSentences, writersDirectory), ...rows.slice(at)];
}
