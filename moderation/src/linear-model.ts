import { VIOLATION_CATEGORIES, type ViolationCategory } from '@city/contracts';
import type { SparseVector } from './features';

/** Softmax regression over hashed features: weights laid out bucket-major (bucket × classes + class). */
export interface LinearWeights {
  classCount: number;
  weights: Float32Array;
  bias: Float64Array;
}

/** Class probabilities of one feature vector, written into `probabilities` (length classCount). */
export function predictInto(model: LinearWeights, vector: SparseVector, probabilities: Float64Array, weightScale = 1): void {
  const { classCount, weights } = model;
  for (let c = 0; c < classCount; c += 1) probabilities[c] = 0;
  const { indices, values } = vector;
  for (let position = 0; position < indices.length; position += 1) {
    const row = indices[position]! * classCount;
    const value = values[position]!;
    for (let c = 0; c < classCount; c += 1) probabilities[c]! += weights[row + c]! * value;
  }
  softmaxInto(model.bias, probabilities, weightScale);
}

/**
 * The shipped weights as the file stores them: int8 levels per bucket and class, and one scale per
 * class. Scoring reads these (2.4 MB) rather than float weights (9.4 MB): the rows a post touches
 * are scattered, so a quarter of the memory is most of the speed.
 */
export interface QuantisedWeights {
  classCount: number;
  levels: Int8Array;
  scales: Float64Array;
  bias: Float64Array;
}

/**
 * Class probabilities of a vector whose values are first multiplied by `valueWeights` (per bucket)
 * and then scaled to `length`: the IDF step of idf.ts fused into the dot product, so scoring
 * allocates nothing per passage (10,000 posts, each read whole and in windows, within 2 s of CPU).
 */
export function predictQuantisedInto(
  model: QuantisedWeights,
  vector: SparseVector,
  valueWeights: Float32Array,
  length: number,
  probabilities: Float64Array,
): void {
  const { classCount, levels, scales } = model;
  for (let c = 0; c < classCount; c += 1) probabilities[c] = 0;
  const { indices, values } = vector;
  let squares = 0;
  for (let position = 0; position < indices.length; position += 1) {
    const bucket = indices[position]!;
    const value = values[position]! * valueWeights[bucket]!;
    squares += value * value;
    const row = bucket * classCount;
    for (let c = 0; c < classCount; c += 1) probabilities[c]! += levels[row + c]! * value;
  }
  for (let c = 0; c < classCount; c += 1) probabilities[c]! *= scales[c]!;
  softmaxInto(model.bias, probabilities, squares > 0 ? length / Math.sqrt(squares) : 0);
}

/** Turns per-class sums into probabilities: sum · scale + bias, then a stable softmax. */
function softmaxInto(bias: Float64Array, probabilities: Float64Array, scale: number): void {
  const classCount = bias.length;
  let max = -Infinity;
  for (let c = 0; c < classCount; c += 1) {
    const logit = probabilities[c]! * scale + bias[c]!;
    probabilities[c] = logit;
    if (logit > max) max = logit;
  }
  let sum = 0;
  for (let c = 0; c < classCount; c += 1) {
    const exp = Math.exp(probabilities[c]! - max);
    probabilities[c] = exp;
    sum += exp;
  }
  for (let c = 0; c < classCount; c += 1) probabilities[c]! /= sum;
}

/** Class 0 is «no violation»: confidence is everything else, the category the likeliest violation. */
export function violationScore(probabilities: Float64Array): { confidence: number; category: ViolationCategory } {
  let best = 1;
  for (let c = 2; c < probabilities.length; c += 1) if (probabilities[c]! > probabilities[best]!) best = c;
  return { confidence: Math.min(1, Math.max(0, 1 - probabilities[0]!)), category: VIOLATION_CATEGORIES[best - 1]! };
}
