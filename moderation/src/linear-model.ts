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
 * The shipped weights as scoring reads them: per bucket a row of the file's int8 levels, one per
 * class, followed by the bucket's IDF level (0–255, read unsigned; 255 for buckets the file does
 * not store, which weigh `unseen`), and one scale per class. A post touches scattered buckets, so
 * one short row per bucket (2.6 MB for 2^18 buckets, beside float weights' 9.4 MB and a separate
 * IDF table) is most of the speed: one cache line a feature instead of two.
 */
export interface QuantisedWeights {
  classCount: number;
  /** classCount + 1 bytes per bucket. */
  rows: Int8Array;
  /** The IDF multiplier of each level. */
  idfOfLevel: Float32Array;
  scales: Float64Array;
  bias: Float64Array;
}

/**
 * Class probabilities of a vector whose values are first multiplied by their bucket's IDF and then
 * scaled to `length`: the IDF step of idf.ts fused into the dot product, so scoring allocates
 * nothing per passage (10,000 posts, each read whole and in windows, within 2 s of CPU).
 */
export function predictQuantisedInto(model: QuantisedWeights, vector: SparseVector, length: number, probabilities: Float64Array): void {
  const { classCount, rows, idfOfLevel, scales } = model;
  const { indices, values } = vector;
  const stride = classCount + 1;
  let squares = 0;
  if (classCount === 9) {
    // The shipped model's nine classes summed in locals: the same sums in the same order as the
    // loop below, without a store per class and bucket (scoring reads every passage of every post).
    let p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0, p8 = 0;
    for (let position = 0; position < indices.length; position += 1) {
      const row = indices[position]! * 10;
      const value = values[position]! * idfOfLevel[rows[row + 9]! & 0xff]!;
      squares += value * value;
      p0 += rows[row]! * value;
      p1 += rows[row + 1]! * value;
      p2 += rows[row + 2]! * value;
      p3 += rows[row + 3]! * value;
      p4 += rows[row + 4]! * value;
      p5 += rows[row + 5]! * value;
      p6 += rows[row + 6]! * value;
      p7 += rows[row + 7]! * value;
      p8 += rows[row + 8]! * value;
    }
    probabilities[0] = p0;
    probabilities[1] = p1;
    probabilities[2] = p2;
    probabilities[3] = p3;
    probabilities[4] = p4;
    probabilities[5] = p5;
    probabilities[6] = p6;
    probabilities[7] = p7;
    probabilities[8] = p8;
  } else {
    for (let c = 0; c < classCount; c += 1) probabilities[c] = 0;
    for (let position = 0; position < indices.length; position += 1) {
      const row = indices[position]! * stride;
      const value = values[position]! * idfOfLevel[rows[row + classCount]! & 0xff]!;
      squares += value * value;
      for (let c = 0; c < classCount; c += 1) probabilities[c]! += rows[row + c]! * value;
    }
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
