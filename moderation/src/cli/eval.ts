import fs from 'node:fs';
import { VIOLATIONS } from '@city/contracts';
import { DATASET_FILES, DEV_DIRECTORY, readDataset } from '../dataset';
import { assessDevelopmentSet, developmentShortcomings, DEVELOPMENT_BAR, DEVELOPMENT_GATE, type DevelopmentAssessment } from '../development-gate';
import { measure, shortcomings, type ModerationMetrics } from '../evaluate';
import { loadModelFile, shippedModelPath } from '../model';
import { readWriterFolder, writerPostAsLabelled } from '../writer-posts';
import { parseCliArgs, parseThreshold } from './args';
import { isEntryPoint } from './entry-point';
import { CliInputError, consoleOutput, reportCliFailure, type CliOutput } from './output';

const USAGE =
  'Использование: npm run moderation:eval -- [--dev каталог] [--data holdout.jsonl.gz] [--model файл весов] [--threshold X]';

const percent = (value: number | null): string => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
const interval = (range: { low: number; high: number }): string => `[${percent(range.low)}; ${percent(range.high)}]`;

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

export function formatDevelopment(assessment: DevelopmentAssessment): string[] {
  const { pooled, intervals, folds } = assessment;
  const lines = [
    `Набор dev: ${pooled.posts} постов от ${folds.length} авторов — ${pooled.violations} с нарушениями, ${pooled.nonViolations} без нарушений ` +
      `(трудных ${pooled.hardNegatives}); каждый автор оценён с порогом, выбранным по законным постам остальных ` +
      `(ЛС ${percent(assessment.falsePositiveRate)}, среднее по ${assessment.resamples} пересэмплам)`,
    '',
    `${'автор'.padEnd(12)}${'порог'.padStart(8)}${'полнота'.padStart(10)}${'ЛС'.padStart(8)}${'категория'.padStart(11)}`,
  ];
  for (const fold of folds) {
    lines.push(
      `${fold.writer.padEnd(12)}${fold.threshold.toFixed(3).padStart(8)}${percent(fold.metrics.recall).padStart(10)}` +
        `${percent(fold.metrics.falsePositiveRate).padStart(8)}${percent(fold.metrics.categoryAccuracy).padStart(11)}`,
    );
  }
  lines.push('', `${'категория'.padEnd(52)}${'постов'.padStart(8)}${'точность'.padStart(10)}${'полнота'.padStart(10)}`);
  for (const row of pooled.perCategory) {
    const name = `${VIOLATIONS[row.category].label} (${row.category})`;
    lines.push(`${name.padEnd(52)}${String(row.support).padStart(8)}${percent(row.precision).padStart(10)}${percent(row.recall).padStart(10)}`);
  }
  lines.push('', `${'форма нарушения'.padEnd(20)}${'постов'.padStart(8)}${'полнота'.padStart(10)}`);
  for (const form of assessment.recallByForm) lines.push(`${form.form.padEnd(20)}${String(form.posts).padStart(8)}${percent(form.recall).padStart(10)}`);
  lines.push(
    '',
    `Полнота: ${percent(pooled.recall)}, 95% бутстреп ${interval(intervals.recall)}`,
    `Ложные срабатывания на законных постах: ${percent(pooled.falsePositiveRate)}, 95% бутстреп ${interval(intervals.falsePositiveRate)} ` +
      `(на трудных ${percent(pooled.hardNegativeFalsePositiveRate)})`,
    `Верная категория среди найденных: ${percent(pooled.categoryAccuracy)}, 95% бутстреп ${interval(intervals.categoryAccuracy)}`,
    `Тон призыва: «${assessment.callToAction.sentence}» в конце ${assessment.callToAction.posts} законных постов — ` +
      `отмечено ${assessment.callToAction.flagged} (без фразы ${assessment.callToAction.flaggedWithout})`,
  );
  return lines;
}

/**
 * docs/moderation.md#quality-bar: the model on the development set (held out by writer: CI's gate, with bootstrap
 * intervals) and on the old held-out split (the regression check); exits 1 under either floor.
 */
export async function main(argv: readonly string[] = process.argv.slice(2), output: CliOutput = consoleOutput): Promise<number> {
  try {
    const values = parseCliArgs(
      argv,
      { dev: { type: 'string' }, data: { type: 'string' }, model: { type: 'string' }, threshold: { type: 'string' } },
      USAGE,
    );
    const dataFile = values.data ?? DATASET_FILES.holdout;
    if (!fs.existsSync(dataFile)) throw new CliInputError(`Нет файла отложенной выборки: ${dataFile}`);
    const model = loadModelFile(values.model ?? shippedModelPath());
    const problems: string[] = [];

    const development = readWriterFolder(values.dev ?? DEV_DIRECTORY).map(writerPostAsLabelled);
    if (development.length > 0) {
      const assessment = assessDevelopmentSet(model, development);
      for (const line of formatDevelopment(assessment)) output.out(line);
      const bar = developmentShortcomings(assessment.pooled, DEVELOPMENT_BAR);
      output.out(
        bar.length === 0
          ? 'Планка качества (полнота ≥ 92% при ЛС ≤ 2%, категория ≥ 90%; docs/moderation.md#quality-bar) достигнута'
          : `Планка качества (docs/moderation.md#quality-bar) не достигнута одной локальной моделью: ${bar.join('; ')} (см. README, «Автомодерация»)`,
      );
      problems.push(...developmentShortcomings(assessment.pooled, DEVELOPMENT_GATE).map((problem) => `dev: ${problem}`));
      output.out('');
    }

    const threshold = parseThreshold(values.threshold, USAGE) ?? model.defaultThreshold;
    const posts = readDataset(dataFile);
    const metrics = measure(posts, posts.map((post) => model.score(post)), threshold);
    for (const line of formatMetrics(model.name, metrics)) output.out(line);
    problems.push(...shortcomings(metrics));
    if (problems.length > 0) {
      output.err(`Проверка модели не пройдена: ${problems.join('; ')}`);
      return 1;
    }
    output.out('Проверка модели пройдена: dev и отложенная выборка не ниже своих порогов');
    return 0;
  } catch (error) {
    return reportCliFailure(error, output);
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
