import { generateFirstWaveTraining, secondWavePosts } from '../../dataset/generate';
import { DEV_DIRECTORY } from '../dataset';
import { TARGET_FALSE_POSITIVE_RATE, thresholdAtFalsePositiveRate } from '../dev-evaluation';
import { measure } from '../evaluate';
import { modelFromWeightsFile } from '../model';
import { DEFAULT_TRAINING_OPTIONS, trainModerationModel } from '../train';
import { readWriterFolder, writerPostAsLabelled } from '../writer-posts';
import { isEntryPoint } from './entry-point';
import { consoleOutput, reportCliFailure, type CliOutput } from './output';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

/**
 * docs/moderation.md#quality-bar: the wave-to-wave figure. The same training as the shipped model's (threshold from the
 * development set), but on rows made from the first wave of sources alone, then measured on every
 * whole post of the second wave: the same team writing later in other words. Not a CI gate (it
 * trains a model, a minute or two); README reports its output.
 */
export async function main(output: CliOutput = consoleOutput): Promise<number> {
  try {
    const training = generateFirstWaveTraining();
    const test = secondWavePosts();
    output.out(`Первая волна: ${training.length} строк обучения; вторая волна: ${test.length} целых постов`);
    const development = readWriterFolder(DEV_DIRECTORY).map(writerPostAsLabelled);
    const report = trainModerationModel(training, { ...DEFAULT_TRAINING_OPTIONS, name: 'first-wave' }, () => {}, development);
    const model = modelFromWeightsFile(report.file);
    const scores = test.map((post) => model.score(post));
    // Two operating points: the model's own threshold (as it would ship), and one set at 1.5 % false
    // positives on the second wave's own lawful posts, which shows how well the waves separate whatever the threshold.
    const ownThreshold = thresholdAtFalsePositiveRate(
      scores.filter((_, index) => test[index]!.label === null).map((score) => score.confidence),
      TARGET_FALSE_POSITIVE_RATE,
    );
    for (const threshold of [model.defaultThreshold, ownThreshold]) {
      const metrics = measure(test, scores, threshold);
      output.out(
        `Вторая волна при пороге ${threshold.toFixed(3)}${threshold === ownThreshold ? ' (ЛС 1,5% на её законных постах)' : ' (порог модели)'}: ` +
          `полнота ${percent(metrics.recall)}, ЛС ${percent(metrics.falsePositiveRate)} (трудные ${percent(metrics.hardNegativeFalsePositiveRate)}), ` +
          `верная категория ${percent(metrics.categoryAccuracy)}`,
      );
    }
    return 0;
  } catch (error) {
    return reportCliFailure(error, output);
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
