import fs from 'node:fs';
import path from 'node:path';
import type { ViolationCategory } from '@city/contracts';
import { BFF_DIRECTORY } from '../bff-directory';
import { FeatureExtractor } from './features';
import { predictInto, violationScore } from './linear-model';
import { applyIdf } from './idf';
import { decodeIdf, decodeWeights, MODEL_CLASSES, type WeightsFile } from './weights-file';

export interface ModerationInput {
  title: string;
  description: string;
  address?: string;
}

export interface ModerationScore {
  /** P(the post breaks the law), 0..1 */
  confidence: number;
  /** the most likely violation */
  category: ViolationCategory;
}

export interface ModerationModel {
  /** the weights file's name, e.g. 'city-moderation-2026-11-25' — goes into complaint metadata */
  readonly name: string;
  /** the threshold chosen on held-out data */
  readonly defaultThreshold: number;
  score(input: ModerationInput): ModerationScore;
}

/** Where the committed weights live (bff/moderation/models), under tsx and in the bundle alike. */
export const MODELS_DIRECTORY = path.join(BFF_DIRECTORY, 'moderation', 'models');

/** A model from a parsed weights file (the trainer scores its validation split through this too). */
export function modelFromWeightsFile(file: WeightsFile): ModerationModel {
  if (file.classes.join() !== MODEL_CLASSES.join()) {
    throw new Error(`Модель ${file.name}: классы ${file.classes.join(', ')} не совпадают с категориями нарушений`);
  }
  const linear = decodeWeights(file);
  const idf = decodeIdf(file);
  const extractor = new FeatureExtractor(file.featureConfig);
  const probabilities = new Float64Array(linear.classCount);
  return {
    name: file.name,
    defaultThreshold: file.threshold,
    score(input) {
      predictInto(linear, applyIdf(extractor.extract(input), idf), probabilities);
      return violationScore(probabilities);
    },
  };
}

export function loadModelFile(file: string): ModerationModel {
  return modelFromWeightsFile(JSON.parse(fs.readFileSync(file, 'utf8')) as WeightsFile);
}

/** The newest committed weights file: names carry the training date, so the last name is the newest. */
export function shippedModelPath(directory = MODELS_DIRECTORY): string {
  const files = fs.existsSync(directory) ? fs.readdirSync(directory).filter((name) => name.endsWith('.json')).sort() : [];
  const newest = files.at(-1);
  if (!newest) throw new Error(`В ${directory} нет файла весов модели модерации: запустите npm run moderation:train`);
  return path.join(directory, newest);
}

let shipped: ModerationModel | undefined;

/** The committed model, read once per process. */
export function loadShippedModel(): ModerationModel {
  shipped ??= loadModelFile(shippedModelPath());
  return shipped;
}
