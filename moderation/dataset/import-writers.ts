import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { compressDatasetText, DEV_DIRECTORY, WRITER_SOURCES_DIRECTORY } from '../src/dataset';
import { readWriterLines, writerPostsToJsonl, type WriterPost } from '../src/writer-posts';

/**
 * docs/moderation.md#quality-bar: copies the outside writers' files into the repository, validated: the development
 * writers' into dataset/dev/, the training writers' into dataset/sources/writers/ (then
 * training reads them from there beside train.jsonl, src/training-set.ts; `npm run moderation:dataset`
 * regenerates train.jsonl so no composed row shares a sentence with dev). The two folders must never share a
 * writer: the development set is the yardstick only because nobody trained on its writers' text.
 */
const USAGE = 'Использование: npm run moderation:import-writers -- [--dev каталог] [--train каталог]';

function importFolder(from: string, to: string): { posts: WriterPost[]; lines: string[] } {
  const files = fs.readdirSync(from).filter((name) => name.endsWith('.jsonl')).sort();
  fs.mkdirSync(to, { recursive: true });
  const posts: WriterPost[] = [];
  const lines: string[] = [];
  for (const name of files) {
    const reading = readWriterLines(fs.readFileSync(path.join(from, name), 'utf8'), name);
    const target = path.join(to, name.replace(/\.jsonl$/, '.jsonl.gz'));
    fs.writeFileSync(target, compressDatasetText(writerPostsToJsonl(reading.posts)));
    posts.push(...reading.posts);
    lines.push(`${name} → ${path.relative(process.cwd(), target)}: ${reading.posts.length} постов, отклонено ${reading.refused.length}`);
    for (const reason of reading.refused) lines.push(`  ${reason}`);
  }
  return { posts, lines };
}

function main(): number {
  const { values } = parseArgs({ options: { dev: { type: 'string' }, train: { type: 'string' } }, strict: true });
  if (values.dev === undefined && values.train === undefined) {
    console.error(USAGE);
    return 1;
  }
  const imported = [
    values.dev === undefined ? undefined : importFolder(values.dev, DEV_DIRECTORY),
    values.train === undefined ? undefined : importFolder(values.train, WRITER_SOURCES_DIRECTORY),
  ];
  for (const result of imported) for (const line of result?.lines ?? []) console.log(line);
  const [dev, train] = imported;
  const devWriters = new Set(dev?.posts.map((post) => post.writer));
  const shared = [...new Set(train?.posts.map((post) => post.writer))].filter((writer) => devWriters.has(writer));
  if (shared.length > 0) {
    console.error(`Авторы есть и в dev, и в обучении: ${shared.join(', ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
