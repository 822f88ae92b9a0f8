import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliInputError } from './output';

type Options = NonNullable<ParseArgsConfig['options']>;
/** What parseArgs answers for these options (named, so the declaration `tsc -b` writes can say it). */
export type ParsedOptions<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: false }>>['values'];

/** parseArgs with the usage appended to its message, as the other commands answer. */
export function parseCliArgs<O extends Options>(argv: readonly string[], options: O, usage: string): ParsedOptions<O> {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new CliInputError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

/** A threshold given on the command line: a number in (0, 1]. */
export function parseThreshold(raw: string | undefined, usage: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0 || value > 1) {
    throw new CliInputError(`--threshold: ожидается число больше 0 и не больше 1, получено «${raw}»\n${usage}`);
  }
  return value;
}
