import fs from 'node:fs';
import path from 'node:path';
import type { ViolationCategory } from '@city/contracts';
import { MODERATION_DIRECTORY } from './package-directory';
import { FeatureExtractor, type PassageVectors, type SparseVector } from './features';
import { predictQuantisedInto, violationScore } from './linear-model';
import { VECTOR_LENGTH } from './idf';
import { decodeQuantisedWeights, MODEL_CLASSES, type WeightsFile } from './weights-file';

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

export interface UncertainBand {
  from: number;
  to: number;
}

export interface ModerationModel {
  /** the weights file's name, e.g. 'city-moderation-2026-11-25' — goes into complaint metadata */
  readonly name: string;
  /** the threshold chosen on held-out data */
  readonly defaultThreshold: number;
  /**
   * docs/moderation.md#quality-bar: the scores this model is unsure of, chosen on the development set: from where 92 %
   * of its violations score at or above, up to where almost no lawful post reaches. An external
   * model, when configured, decides these (bff MODERATION_LLM_BAND overrides it).
   */
  readonly uncertainBand: UncertainBand;
  score(input: ModerationInput): ModerationScore;
}

/** Where the committed weights live (moderation/models), under tsx and in the BFF's bundle alike. */
export const MODELS_DIRECTORY = path.join(MODERATION_DIRECTORY, 'models');

/**
 * docs/moderation.md#the-model: a post scores as its most suspicious passage, the whole post or one of its sentence
 * windows, so one violating sentence in a long ordinary post is not diluted by the rest.
 */
export function mostSuspicious(passages: PassageVectors, scoreVector: (vector: SparseVector) => ModerationScore): ModerationScore {
  let best = scoreVector(passages.whole);
  for (const window of passages.windows) {
    const score = scoreVector(window);
    if (score.confidence > best.confidence) best = score;
  }
  return best;
}

/** A model from a parsed weights file (the trainer scores its validation split through this too). */
export function modelFromWeightsFile(file: WeightsFile): ModerationModel {
  if (file.classes.join() !== MODEL_CLASSES.join()) {
    throw new Error(`Модель ${file.name}: классы ${file.classes.join(', ')} не совпадают с категориями нарушений`);
  }
  const quantised = decodeQuantisedWeights(file);
  const extractor = new FeatureExtractor(file.featureConfig);
  const probabilities = new Float64Array(quantised.classCount);
  const scoreVector = (vector: SparseVector): ModerationScore => {
    predictQuantisedInto(quantised, vector, VECTOR_LENGTH, probabilities);
    return violationScore(probabilities);
  };
  return {
    name: file.name,
    defaultThreshold: file.threshold,
    uncertainBand: file.uncertainBand,
    score(input) {
      return mostSuspicious(extractor.extractPassages(input), scoreVector);
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
