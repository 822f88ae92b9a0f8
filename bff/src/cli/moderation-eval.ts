import fs from 'node:fs';
import { VIOLATIONS } from '@city/contracts';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { DATASET_FILES, readDataset } from '../moderation/dataset';
import { measure, shortcomings, type ModerationMetrics } from '../moderation/evaluate';
import { loadModelFile, shippedModelPath } from '../moderation/model';
import { CliInputError, consoleOutput, reportCliFailure, type CliOutput } from './cli-support';
import { parseCliArgs, parseThreshold } from './moderation-args';

const USAGE = 'Использование: npm run moderation:eval -- [--data holdout.jsonl.gz] [--model файл весов] [--threshold X]';

const percent = (value: number | null): string => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

export function formatMetrics(modelName: string, metrics: ModerationMetrics): string[] {
  const lines = [
    `Модель ${modelName}, порог ${metrics.threshold}`,
    `Отложенная выборка: ${metrics.posts} постов — ${metrics.violations} с нарушениями, ` +
      `${metrics.nonViolations} без нарушений (из них трудных ${metrics.hardNegatives})`,
    '',
    `${'категория'.padEnd(52)}${'постов'.padStart(8)}${'точность'.padStart(10)}${'полнота'.padStart(10)}`,
  ];
  for (const row of metrics.perCategory) {
    const name = `${VIOLATIONS[row.category].label} (${row.category})`;
    lines.push(`${name.padEnd(52)}${String(row.support).padStart(8)}${percent(row.precision).padStart(10)}${percent(row.recall).padStart(10)}`);
  }
  lines.push(
    '',
    `Полнота (нарушение найдено, любая категория): ${percent(metrics.recall)}`,
    `Верная категория среди найденных нарушений: ${percent(metrics.categoryAccuracy)}`,
    `Ложные срабатывания на постах без нарушений: ${percent(metrics.falsePositiveRate)}`,
    `Ложные срабатывания на трудных примерах: ${percent(metrics.hardNegativeFalsePositiveRate)}`,
  );
  return lines;
}

/** issue 8: the shipped model on the held-out split only; exits 1 under CI's bar. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  _env: Environment = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  try {
    const values = parseCliArgs(
      argv,
      { data: { type: 'string' }, model: { type: 'string' }, threshold: { type: 'string' } },
      USAGE,
    );
    const dataFile = values.data ?? DATASET_FILES.holdout;
    if (!fs.existsSync(dataFile)) throw new CliInputError(`Нет файла отложенной выборки: ${dataFile}`);
    const model = loadModelFile(values.model ?? shippedModelPath());
    const threshold = parseThreshold(values.threshold, USAGE) ?? model.defaultThreshold;
    const posts = readDataset(dataFile);
    const metrics = measure(posts, posts.map((post) => model.score(post)), threshold);
    for (const line of formatMetrics(model.name, metrics)) output.out(line);
    const problems = shortcomings(metrics);
    if (problems.length > 0) {
      output.err(`Проверка модели не пройдена: ${problems.join('; ')}`);
      return 1;
    }
    output.out('Проверка модели пройдена: полнота не ниже 90%, ложных срабатываний не больше 3%');
    return 0;
  } catch (error) {
    return reportCliFailure(error, output);
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
