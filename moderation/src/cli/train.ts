import fs from 'node:fs';
import path from 'node:path';
import { isEntryPoint } from './entry-point';
import { DATASET_FILES, DEV_DIRECTORY, readDataset, WRITER_SOURCES_DIRECTORY } from '../dataset';
import { MODELS_DIRECTORY } from '../model';
import { DEFAULT_TRAINING_OPTIONS, trainModerationModel } from '../train';
import { readTrainingSet, sentencesForbiddenInTraining } from '../training-set';
import { readWriterFolder, writerPostAsLabelled } from '../writer-posts';
import { CliInputError, consoleOutput, reportCliFailure, type CliOutput } from './output';
import { parseCliArgs } from './args';

const USAGE =
  'Использование: npm run moderation:train -- [--data train.jsonl.gz] [--writers каталог] [--dev каталог] [--out каталог] [--name city-moderation-ГГГГ-ММ-ДД] [--seed N]';

/** docs/moderation.md#quality-bar: trains the moderation model on train.jsonl (threshold from the development set) and writes moderation/models/<name>.json. */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  output: CliOutput = consoleOutput,
): Promise<number> {
  try {
    const values = parseCliArgs(
      argv,
      { data: { type: 'string' }, writers: { type: 'string' }, dev: { type: 'string' }, out: { type: 'string' }, name: { type: 'string' }, seed: { type: 'string' } },
      USAGE,
    );
    const seed = values.seed === undefined ? DEFAULT_TRAINING_OPTIONS.seed : Number(values.seed);
    if (!Number.isInteger(seed)) throw new CliInputError(`--seed: ожидается целое число\n${USAGE}`);
    const name = values.name ?? `city-moderation-${new Date().toISOString().slice(0, 10)}`;
    if (!/^[a-z0-9][a-z0-9.-]*$/.test(name)) throw new CliInputError(`--name: латинские буквы, цифры, точки и дефисы\n${USAGE}`);
    const dataFile = values.data ?? DATASET_FILES.train;
    if (!fs.existsSync(dataFile)) throw new CliInputError(`Нет файла с обучающей выборкой: ${dataFile}`);

    // The committed split trains with the training writers' posts (sources/writers/, not stored in
    // train.jsonl); a file given with --data trains alone unless --writers names their folder.
    const writers = values.writers ?? (values.data === undefined ? WRITER_SOURCES_DIRECTORY : undefined);
    if (writers !== undefined && !fs.existsSync(writers)) throw new CliInputError(`Нет каталога авторов: ${writers}`);
    const posts =
      writers === undefined ? readDataset(dataFile) : readTrainingSet(dataFile, writers, sentencesForbiddenInTraining(values.dev ?? DEV_DIRECTORY));
    output.out(`Обучающая выборка: ${dataFile}${writers === undefined ? '' : ` и посты авторов из ${writers}`}, ${posts.length} постов`);
    const started = Date.now();
    // The development set only chooses the threshold (its lawful posts); its text never trains.
    const development = readWriterFolder(values.dev ?? DEV_DIRECTORY).map(writerPostAsLabelled);
    output.out(`Набор dev (только для порога): ${development.length} постов`);
    const report = trainModerationModel(posts, { ...DEFAULT_TRAINING_OPTIONS, seed, name }, output.out, development);
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
