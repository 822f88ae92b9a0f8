/** Where a command writes: stdout and stderr, or arrays in tests. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export const consoleOutput: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Thrown for bad input; the message is printed as is and the command exits with 1. */
export class CliInputError extends Error {}

/** A command's failure on stderr: bad input as it is, anything else marked 'Ошибка'. Exit code 1. */
export function reportCliFailure(error: unknown, output: CliOutput): number {
  output.err(error instanceof CliInputError ? error.message : `Ошибка: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}
