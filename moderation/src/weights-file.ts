import { deflateRawSync, inflateRawSync } from 'node:zlib';
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
 * as delta-encoded varint indices and row bytes. `sparse-int8-deflate-v1` (what training writes)
 * deflates both byte strings and the IDF levels before base64: most levels are within ±2 of zero,
 * so the file is half the size of `sparse-int8-v1` (plain base64, still read) for the same model.
 */
export type WeightsEncoding = 'sparse-int8-v1' | 'sparse-int8-deflate-v1';
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
  weights: { encoding: WeightsEncoding; rows: number; scales: number[]; indices: string; values: string };
  /**
   * Inverse document frequency of the stored buckets (same order), uint8 over [1, unseen]; others
   * get `unseen`. Deflated like the weights when their encoding says so.
   */
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
export function encodeWeights(model: LinearWeights, minimumLevel = 1, encoding: WeightsEncoding = 'sparse-int8-deflate-v1'): WeightsFile['weights'] {
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
    encoding,
    rows,
    scales,
    indices: packBytes(Buffer.from(indexBytes), encoding),
    values: packBytes(Buffer.from(valueBytes), encoding),
  };
}

const isDeflated = (encoding: WeightsEncoding): boolean => encoding === 'sparse-int8-deflate-v1';

/** Bytes as the file stores them: base64, of their raw deflate stream when the encoding deflates (level 9: the same bytes give the same text). */
function packBytes(bytes: Buffer, encoding: WeightsEncoding): string {
  return (isDeflated(encoding) ? deflateRawSync(bytes, { level: 9 }) : bytes).toString('base64');
}

function unpackBytes(text: string, encoding: WeightsEncoding): Buffer {
  const bytes = Buffer.from(text, 'base64');
  return isDeflated(encoding) ? inflateRawSync(bytes) : bytes;
}

function assertKnownEncoding(encoding: string): asserts encoding is WeightsEncoding {
  if (encoding !== 'sparse-int8-v1' && encoding !== 'sparse-int8-deflate-v1') throw new Error(`Неизвестный формат весов: ${encoding}`);
}

/** The stored buckets of an encoded weights block, in order. */
function storedBuckets(weights: WeightsFile['weights']): number[] {
  assertKnownEncoding(weights.encoding);
  const indexBytes = unpackBytes(weights.indices, weights.encoding);
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
  return { unseen: idf.unseen, values: packBytes(Buffer.from(levels), weights.encoding) };
}

export function decodeIdf(file: WeightsFile): IdfTable {
  const weights = new Float32Array(1 << file.featureConfig.hashBits).fill(file.idf.unseen);
  const levels = unpackBytes(file.idf.values, file.weights.encoding);
  storedBuckets(file.weights).forEach((bucket, row) => {
    weights[bucket] = 1 + (levels[row]! / IDF_LEVELS) * (file.idf.unseen - 1);
  });
  return { weights, unseen: file.idf.unseen };
}

export function decodeWeights(file: Pick<WeightsFile, 'featureConfig' | 'classes' | 'bias' | 'weights'>): LinearWeights {
  const classCount = file.classes.length;
  assertKnownEncoding(file.weights.encoding);
  const weights = new Float32Array((1 << file.featureConfig.hashBits) * classCount);
  const values = new Int8Array(unpackBytes(file.weights.values, file.weights.encoding));
  storedBuckets(file.weights).forEach((bucket, rowIndex) => {
    for (let c = 0; c < classCount; c += 1) {
      weights[bucket * classCount + c] = values[rowIndex * classCount + c]! * file.weights.scales[c]!;
    }
  });
  return { classCount, weights, bias: Float64Array.from(file.bias) };
}

/** The weights as scoring reads them: each bucket's int8 levels and IDF level side by side (linear-model.ts). */
export function decodeQuantisedWeights(file: Pick<WeightsFile, 'featureConfig' | 'classes' | 'bias' | 'weights' | 'idf'>): QuantisedWeights {
  const classCount = file.classes.length;
  assertKnownEncoding(file.weights.encoding);
  const stride = classCount + 1;
  const buckets = 1 << file.featureConfig.hashBits;
  const rows = new Int8Array(buckets * stride);
  // Buckets the file does not store weigh `unseen`, the top level.
  for (let bucket = 0; bucket < buckets; bucket += 1) rows[bucket * stride + classCount] = IDF_LEVELS;
  const values = new Int8Array(unpackBytes(file.weights.values, file.weights.encoding));
  const idfLevels = unpackBytes(file.idf.values, file.weights.encoding);
  storedBuckets(file.weights).forEach((bucket, rowIndex) => {
    rows.set(values.subarray(rowIndex * classCount, (rowIndex + 1) * classCount), bucket * stride);
    rows[bucket * stride + classCount] = idfLevels[rowIndex]!;
  });
  const idfOfLevel = new Float32Array(IDF_LEVELS + 1);
  for (let level = 0; level <= IDF_LEVELS; level += 1) idfOfLevel[level] = 1 + (level / IDF_LEVELS) * (file.idf.unseen - 1);
  idfOfLevel[IDF_LEVELS] = file.idf.unseen;
  return { classCount, rows, idfOfLevel, scales: Float64Array.from(file.weights.scales), bias: Float64Array.from(file.bias) };
}
