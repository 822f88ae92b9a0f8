import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadShippedModel } from '@city/moderation';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { exportModeratorDecisions } from '../services/moderation/decisions-export';
import { CliInputError, consoleOutput, withMigratedDatabase, type CliOutput } from './cli-support';

const USAGE = 'Использование: npm run moderation:export-decisions -- [--out файл.jsonl]';

export function parseExportArgs(argv: readonly string[]): { out: string | null } {
  try {
    const { values } = parseArgs({ args: [...argv], options: { out: { type: 'string' } }, strict: true });
    if (values.out !== undefined && values.out.trim() === '') throw new Error('--out: укажите путь к файлу');
    return { out: values.out ?? null };
  } catch (error) {
    throw new CliInputError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/**
 * docs/moderation.md#learning-from-decisions: moderators' decisions as training rows (JSON lines), to stdout or `--out`: decided
 * automatic complaints, approved user complaints about events the model let through, and labels
 * of the unflagged sample; the counts go to stderr so stdout stays pure data.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Environment = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  let target: { out: string | null };
  try {
    target = parseExportArgs(argv);
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return withMigratedDatabase(env, output, async (db) => {
    const model = loadShippedModel();
    const { automatic, missed, sample } = await exportModeratorDecisions(db, (post) => model.score(post).category);
    const rows = [...automatic.rows, ...missed.rows, ...sample];
    const lines = rows.map((row) => JSON.stringify(row));
    if (target.out === null) {
      for (const line of lines) output.out(line);
    } else {
      // Relative to where the command was typed (npm runs workspace scripts inside bff/).
      const file = path.resolve(env.INIT_CWD ?? process.cwd(), target.out);
      await fs.writeFile(file, lines.map((line) => `${line}\n`).join(''), 'utf8');
    }
    const approved = automatic.rows.filter((row) => row.kind === 'violation').length;
    const sampledViolations = sample.filter((row) => row.label !== null).length;
    output.err(
      `Выгружено решений: ${automatic.rows.length} (одобрено ${approved}, отклонено ${automatic.rows.length - approved})` +
        (automatic.leftOut > 0 ? `; пропущено ${automatic.leftOut}: текст менялся после проверки или в вердикте нет категории` : '') +
        (target.out === null ? '.' : ` → ${target.out}.`),
    );
    output.err(
      `Пропущенные моделью нарушения по одобренным жалобам людей: ${missed.rows.length} (категория — догадка модели, причина жалобы в поле reason)` +
        (missed.leftOut > 0 ? `; пропущено ${missed.leftOut}: текст менялся после жалобы` : '') +
        '.',
    );
    output.err(`Разметка выборки непомеченных событий: ${sample.length} (с нарушением ${sampledViolations}).`);
  });
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
