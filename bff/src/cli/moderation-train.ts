import fs from 'node:fs';
import path from 'node:path';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { DATASET_FILES, readDataset } from '../moderation/dataset';
import { MODELS_DIRECTORY } from '../moderation/model';
import { DEFAULT_TRAINING_OPTIONS, trainModerationModel } from '../moderation/train';
import { CliInputError, consoleOutput, reportCliFailure, type CliOutput } from './cli-support';
import { parseCliArgs } from './moderation-args';

const USAGE =
  'Использование: npm run moderation:train -- [--data train.jsonl.gz] [--out каталог] [--name city-moderation-ГГГГ-ММ-ДД] [--seed N]';

/** issue 8: trains the moderation model on train.jsonl and writes bff/moderation/models/<name>.json. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  _env: Environment = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  try {
    const values = parseCliArgs(
      argv,
      { data: { type: 'string' }, out: { type: 'string' }, name: { type: 'string' }, seed: { type: 'string' } },
      USAGE,
    );
    const seed = values.seed === undefined ? DEFAULT_TRAINING_OPTIONS.seed : Number(values.seed);
    if (!Number.isInteger(seed)) throw new CliInputError(`--seed: ожидается целое число\n${USAGE}`);
    const name = values.name ?? `city-moderation-${new Date().toISOString().slice(0, 10)}`;
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new CliInputError(`--name: латинские буквы, цифры, точки и дефисы\n${USAGE}`);
    const dataFile = values.data ?? DATASET_FILES.train;
    if (!fs.existsSync(dataFile)) throw new CliInputError(`Нет файла с обучающей выборкой: ${dataFile}`);

    const posts = readDataset(dataFile);
    output.out(`Обучающая выборка: ${dataFile}, ${posts.length} постов`);
    const started = Date.now();
    const report = trainModerationModel(posts, { ...DEFAULT_TRAINING_OPTIONS, seed, name }, output.out);
    const directory = values.out ?? MODELS_DIRECTORY;
    fs.mkdirSync(directory, { recursive: true });
    const file = path.join(directory, `${name}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report.file)}\n`);
    output.out(
      `Модель ${name}: ${file} (${Math.round(fs.statSync(file).size / 1024)} КБ), ${report.epochs} эпох, ` +
        `порог ${report.file.threshold.toFixed(3)}, обучение ${((Date.now() - started) / 1000).toFixed(1)} с`,
    );
    return 0;
  } catch (error) {
    return reportCliFailure(error, output);
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
