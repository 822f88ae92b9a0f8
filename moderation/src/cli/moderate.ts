import readline from 'node:readline';
import { isEntryPoint } from './entry-point';
import { moderateLine } from '../line-protocol';
import { loadShippedModel } from '../model';
import { CliInputError, consoleOutput, type CliOutput } from './output';
import { parseCliArgs, parseThreshold } from './args';

const USAGE = 'Использование: npm run moderate -- --jsonl [--threshold X] < посты.jsonl';

export interface LineStreamIo extends CliOutput {
  /** The input, one JSON object a line. */
  lines: AsyncIterable<string>;
}

const stdinIo = (): LineStreamIo => ({
  ...consoleOutput,
  lines: readline.createInterface({ input: process.stdin, crlfDelay: Infinity }),
});

/** docs/moderation.md#the-model: checks posts given as JSON lines with the shipped model and answers a line for each. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  io: LineStreamIo = stdinIo(),
): Promise<number> {
  let threshold: number | undefined;
  try {
    const values = parseCliArgs(argv, { jsonl: { type: 'boolean' }, threshold: { type: 'string' } }, USAGE);
    if (!values.jsonl) throw new CliInputError(`Нужен флаг --jsonl: посты читаются построчно из stdin.\n${USAGE}`);
    threshold = parseThreshold(values.threshold, USAGE);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const model = loadShippedModel();
  const applied = threshold ?? model.defaultThreshold;
  for await (const line of io.lines) {
    if (line.trim() === '') continue;
    io.out(JSON.stringify(moderateLine(model, line, applied)));
  }
  return 0;
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
