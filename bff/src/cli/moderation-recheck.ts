import { parseArgs } from 'node:util';
import { VIOLATION_CATEGORIES, violationLabel } from '@city/contracts';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { recheckLiveEvents, type RecheckSummary } from '../services/moderation/recheck';
import { consoleOutput, withMigratedDatabase, type CliOutput } from './cli-support';
import { cliModeration } from './moderation-support';
import { progressBar, type ProgressSink } from './progress-bar';

const USAGE = 'Использование: npm run moderation:recheck';

export interface RecheckIo extends CliOutput {
  /** The progress bar's stream (stderr). */
  progress: ProgressSink;
}

const consoleIo: RecheckIo = {
  ...consoleOutput,
  progress: { write: (chunk) => process.stderr.write(chunk), isTTY: Boolean(process.stderr.isTTY) },
};

export function summaryLines(summary: RecheckSummary, model: string, threshold: number): string[] {
  const flaggedCount = Object.values(summary.flagged).reduce((sum, count) => sum + count, 0);
  const byCategory = VIOLATION_CATEGORIES.filter((category) => summary.flagged[category])
    .map((category) => `${violationLabel(category)}: ${summary.flagged[category]}`)
    .join(', ');
  return [
    `Модель ${model}, порог ${threshold}. Актуальных событий (не удалены и не завершились): ${summary.live}.`,
    `Проверено: ${summary.checked}.`,
    `Отмечено новых: ${flaggedCount}${byCategory ? ` (${byCategory})` : ''}.`,
    `Пропущено: ${summary.skipped} (уже под автоматической жалобой или текст одобрен модератором).`,
  ];
}

/** docs/moderation.md#the-model: runs the current model over every live event and places complaints on the newly flagged ones. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Environment = process.env,
  io: RecheckIo = consoleIo,
): Promise<number> {
  try {
    parseArgs({ args: [...argv], options: {}, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  return withMigratedDatabase(env, io, async (db, config) => {
    const moderation = cliModeration(config, io);
    const bar = progressBar(io.progress, 'Проверка');
    let summary: RecheckSummary;
    try {
      summary = await recheckLiveEvents(db, moderation, new Date(), bar.update);
    } finally {
      bar.finish();
    }
    for (const line of summaryLines(summary, moderation.modelName, moderation.threshold)) io.out(line);
  });
}


if (isEntryPoint(import.meta.url)) process.exitCode = await main();
