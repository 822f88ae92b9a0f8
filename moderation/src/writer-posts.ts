import fs from 'node:fs';
import path from 'node:path';
import { EVENT_LIMITS, isViolationCategory, type ViolationCategory } from '@city/contracts';
import { EXAMPLE_KINDS, readDatasetText, type ExampleKind, type LabelledPost } from './dataset';

/**
 * Posts written whole by outside writers (docs/moderation.md#quality-bar): the development set (dataset/dev/, never
 * trained on) and new training material (sources/writers/). Each line names its writer, so the
 * development set can be held out by writer and the leak check can tell writers apart.
 */
export const VIOLATION_FORMS = ['subtle', 'euphemism', 'slang', 'plain'] as const;
export const LAWFUL_FORMS = ['cta-twin', 'long', 'hard-negative', 'ordinary'] as const;
export type WriterForm = (typeof VIOLATION_FORMS)[number] | (typeof LAWFUL_FORMS)[number];

export interface WriterPost {
  readonly id: string;
  readonly writer: string;
  readonly title: string;
  readonly description: string;
  readonly address?: string;
  readonly label: ViolationCategory | null;
  readonly kind: ExampleKind;
  readonly form: WriterForm;
}

/** Writers were asked for 40+ characters; a shorter description is a truncated line, not a post. */
const MIN_DESCRIPTION = 20;

const isForm = (value: unknown, forms: readonly string[]): value is WriterForm => typeof value === 'string' && forms.includes(value);

/** One writer line checked against the brief: the label agrees with the kind and the form with both, lengths fit the event form. */
export function parseWriterLine(line: string, where: string): Omit<WriterPost, 'id'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new Error(`${where}: строка не является JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${where}: ожидается объект`);
  const { writer, title, description, address, label, kind, form } = parsed as Record<string, unknown>;
  if (typeof writer !== 'string' || writer.trim() === '') throw new Error(`${where}: нет поля writer`);
  if (typeof title !== 'string' || title.trim().length < 5 || title.length > EVENT_LIMITS.titleMax) {
    throw new Error(`${where}: заголовок должен быть строкой от 5 до ${EVENT_LIMITS.titleMax} символов`);
  }
  if (typeof description !== 'string' || description.trim().length < MIN_DESCRIPTION || description.length > EVENT_LIMITS.descriptionMax) {
    throw new Error(`${where}: описание должно быть строкой от ${MIN_DESCRIPTION} до ${EVENT_LIMITS.descriptionMax} символов`);
  }
  if (address !== undefined && (typeof address !== 'string' || address.length > EVENT_LIMITS.addressMax)) {
    throw new Error(`${where}: адрес должен быть строкой до ${EVENT_LIMITS.addressMax} символов`);
  }
  if (label !== null && !isViolationCategory(label)) throw new Error(`${where}: неизвестная категория «${String(label)}»`);
  const knownKind = EXAMPLE_KINDS.find((candidate) => candidate === kind);
  if (!knownKind) throw new Error(`${where}: неизвестный вид «${String(kind)}»`);
  if ((label === null) !== (knownKind !== 'violation')) throw new Error(`${where}: метка не согласуется с видом ${knownKind}`);
  const forms: readonly string[] = knownKind === 'violation' ? VIOLATION_FORMS : LAWFUL_FORMS;
  if (!isForm(form, forms)) throw new Error(`${where}: форма «${String(form)}» не подходит к виду ${knownKind}`);
  const trimmedAddress = typeof address === 'string' ? address.trim() : '';
  return {
    writer: writer.trim(),
    title: title.trim(),
    description: description.trim(),
    ...(trimmedAddress === '' ? {} : { address: trimmedAddress }),
    label,
    kind: knownKind,
    form,
  };
}

export interface WriterFileReading {
  readonly posts: WriterPost[];
  /** Lines refused, with the reason: a writer's file is appended while they work, so the last line may be cut. */
  readonly refused: string[];
}

/**
 * A writer's JSON lines, validated; refused lines are reported, not fatal. Ids are `<writer>-<n>`
 * in file order; a post repeated word for word keeps its first copy.
 */
export function readWriterLines(text: string, fileName: string): WriterFileReading {
  const posts: WriterPost[] = [];
  const refused: string[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const post = parseWriterLine(line, `${fileName}:${index + 1}`);
      const key = `${post.title}\n${post.description}`;
      if (seen.has(key)) throw new Error(`${fileName}:${index + 1}: повтор поста`);
      seen.add(key);
      posts.push({ id: `${post.writer}-${String(posts.length + 1).padStart(4, '0')}`, ...post });
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
    }
  });
  return { posts, refused };
}

/** Dataset lines of writer posts: the committed form of dev/ and sources/writers/. */
export const writerPostsToJsonl = (posts: readonly WriterPost[]): string => posts.map((post) => JSON.stringify(post)).join('\n') + '\n';

/** A committed writer file (validated when imported, so a refused line here is a broken file). */
export function readWriterFile(file: string): WriterPost[] {
  const { posts, refused } = readWriterLines(readDatasetText(file), path.basename(file));
  if (refused.length > 0) throw new Error(`${file}: ${refused.join('; ')}`);
  return posts;
}

/** Every writer file of a folder (*.jsonl.gz), in name order. */
export function readWriterFolder(directory: string): WriterPost[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl.gz'))
    .sort()
    .flatMap((name) => readWriterFile(path.join(directory, name)));
}

/** A writer post as the model sees a labelled post; its form goes into `style`. */
export const writerPostAsLabelled = (post: WriterPost): LabelledPost & { writer: string } => ({
  id: post.id,
  title: post.title,
  description: post.description,
  ...(post.address === undefined ? {} : { address: post.address }),
  label: post.label,
  kind: post.kind,
  style: post.form,
  writer: post.writer,
});
