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
  const { classCount, weights, bias } = model;
  for (let c = 0; c < classCount; c += 1) probabilities[c] = 0;
  const { indices, values } = vector;
  for (let position = 0; position < indices.length; position += 1) {
    const row = indices[position]! * classCount;
    const value = values[position]!;
    for (let c = 0; c < classCount; c += 1) probabilities[c]! += weights[row + c]! * value;
  }
  let max = -Infinity;
  for (let c = 0; c < classCount; c += 1) {
    const logit = probabilities[c]! * weightScale + bias[c]!;
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
