import { VIOLATION_CATEGORIES, type ViolationCategory } from '@city/contracts';
import type { FeatureConfig } from './features';
import type { IdfTable } from './idf';
import type { LinearWeights, QuantisedWeights } from './linear-model';

/** Class 0 is «no violation»; classes 1–8 are the violation categories in contract order. */
export const NO_VIOLATION = 'none';
export const MODEL_CLASSES: readonly [typeof NO_VIOLATION, ...ViolationCategory[]] = [NO_VIOLATION, ...VIOLATION_CATEGORIES];

/**
 * The committed weights file (moderation/models/<name>.json). Weights are int8 per class
 * (scale = the class's largest |weight| / 127); only buckets with a non-zero row are stored,
 * as delta-encoded varint indices and row bytes, both base64.
 */
export interface WeightsFile {
  name: string;
  createdAt: string;
  featureConfig: FeatureConfig;
  /** P(violation) at or above which a post is flagged; chosen on the development set's lawful posts. */
  threshold: number;
  /** Scores an external model should decide (ModerationModel.uncertainBand). */
  uncertainBand: { from: number; to: number };
  classes: string[];
  bias: number[];
  weights: { encoding: 'sparse-int8-v1'; rows: number; scales: number[]; indices: string; values: string };
  /** Inverse document frequency of the stored buckets (same order), uint8 over [1, unseen]; others get `unseen`. */
  idf: { unseen: number; values: string };
  training: Record<string, unknown>;
}

/** The scale maps this quantile of a class's |weights| to 127; the few above it are clipped. */
const SCALE_QUANTILE = 0.9999;

function classScales(model: LinearWeights): number[] {
  const { classCount, weights } = model;
  return Array.from({ length: classCount }, (_, c) => {
    const magnitudes: number[] = [];
    for (let index = c; index < weights.length; index += classCount) {
      if (weights[index] !== 0) magnitudes.push(Math.abs(weights[index]!));
    }
    if (magnitudes.length === 0) return 0;
    magnitudes.sort((a, b) => a - b);
    return magnitudes[Math.min(magnitudes.length - 1, Math.floor(SCALE_QUANTILE * magnitudes.length))]! / 127;
  });
}

/**
 * Quantises the weights; a bucket is kept when one of its classes reaches `minimumLevel` of 127
 * (raising it drops the faintest buckets when the file must shrink).
 */
export function encodeWeights(model: LinearWeights, minimumLevel = 1): WeightsFile['weights'] {
  const { classCount, weights } = model;
  const scales = classScales(model);
  const buckets = weights.length / classCount;
  const indexBytes: number[] = [];
  const valueBytes: number[] = [];
  let previous = 0;
  let rows = 0;
  const row = new Int8Array(classCount);
  for (let bucket = 0; bucket < buckets; bucket += 1) {
    let nonZero = false;
    for (let c = 0; c < classCount; c += 1) {
      const scale = scales[c]!;
      row[c] = scale === 0 ? 0 : Math.max(-127, Math.min(127, Math.round(weights[bucket * classCount + c]! / scale)));
      if (Math.abs(row[c]!) >= minimumLevel) nonZero = true;
    }
    if (!nonZero) continue;
    let delta = bucket - previous;
    previous = bucket;
    while (delta >= 0x80) {
      indexBytes.push((delta & 0x7f) | 0x80);
      delta >>>= 7;
    }
    indexBytes.push(delta);
    for (let c = 0; c < classCount; c += 1) valueBytes.push(row[c]! & 0xff);
    rows += 1;
  }
  return {
    encoding: 'sparse-int8-v1',
    rows,
    scales,
    indices: Buffer.from(indexBytes).toString('base64'),
    values: Buffer.from(valueBytes).toString('base64'),
  };
}

/** The stored buckets of an encoded weights block, in order. */
function storedBuckets(weights: WeightsFile['weights']): number[] {
  const indexBytes = Buffer.from(weights.indices, 'base64');
  const buckets: number[] = [];
  let cursor = 0;
  let bucket = 0;
  for (let rowIndex = 0; rowIndex < weights.rows; rowIndex += 1) {
    let delta = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = indexBytes[cursor++]!;
      delta |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    bucket += delta;
    buckets.push(bucket);
  }
  return buckets;
}

const IDF_LEVELS = 255;

/** Only buckets with weights matter to a score's numerator; the rest count as unseen for the length. */
export function encodeIdf(weights: WeightsFile['weights'], idf: IdfTable): WeightsFile['idf'] {
  const levels = storedBuckets(weights).map((bucket) =>
    Math.round(((idf.weights[bucket]! - 1) / (idf.unseen - 1)) * IDF_LEVELS),
  );
  return { unseen: idf.unseen, values: Buffer.from(levels).toString('base64') };
}

export function decodeIdf(file: WeightsFile): IdfTable {
  const weights = new Float32Array(1 << file.featureConfig.hashBits).fill(file.idf.unseen);
  const levels = Buffer.from(file.idf.values, 'base64');
  storedBuckets(file.weights).forEach((bucket, row) => {
    weights[bucket] = 1 + (levels[row]! / IDF_LEVELS) * (file.idf.unseen - 1);
  });
  return { weights, unseen: file.idf.unseen };
}

export function decodeWeights(file: Pick<WeightsFile, 'featureConfig' | 'classes' | 'bias' | 'weights'>): LinearWeights {
  const classCount = file.classes.length;
  if (file.weights.encoding !== 'sparse-int8-v1') throw new Error(`Неизвестный формат весов: ${file.weights.encoding}`);
  const weights = new Float32Array((1 << file.featureConfig.hashBits) * classCount);
  const values = new Int8Array(Buffer.from(file.weights.values, 'base64'));
  storedBuckets(file.weights).forEach((bucket, rowIndex) => {
    for (let c = 0; c < classCount; c += 1) {
      weights[bucket * classCount + c] = values[rowIndex * classCount + c]! * file.weights.scales[c]!;
    }
  });
  return { classCount, weights, bias: Float64Array.from(file.bias) };
}

/** The weights as scoring reads them: the file's int8 levels placed at their buckets (linear-model.ts). */
export function decodeQuantisedWeights(file: Pick<WeightsFile, 'featureConfig' | 'classes' | 'bias' | 'weights'>): QuantisedWeights {
  const classCount = file.classes.length;
  if (file.weights.encoding !== 'sparse-int8-v1') throw new Error(`Неизвестный формат весов: ${file.weights.encoding}`);
  const levels = new Int8Array((1 << file.featureConfig.hashBits) * classCount);
  const values = new Int8Array(Buffer.from(file.weights.values, 'base64'));
  storedBuckets(file.weights).forEach((bucket, rowIndex) => {
    levels.set(values.subarray(rowIndex * classCount, (rowIndex + 1) * classCount), bucket * classCount);
  });
  return { classCount, levels, scales: Float64Array.from(file.weights.scales), bias: Float64Array.from(file.bias) };
}
