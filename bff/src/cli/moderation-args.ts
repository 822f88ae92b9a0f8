import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliInputError } from './cli-support';

/** parseArgs with the usage appended to its message, as the other commands answer. */
export function parseCliArgs<Options extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: Options,
  usage: string,
) {
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
