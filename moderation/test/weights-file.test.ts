import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG } from '../src/features';
import type { IdfTable } from '../src/idf';
import type { LinearWeights } from '../src/linear-model';
import { decodeIdf, decodeQuantisedWeights, decodeWeights, encodeIdf, encodeWeights, MODEL_CLASSES, type WeightsEncoding, type WeightsFile } from '../src/weights-file';

const featureConfig = { ...DEFAULT_FEATURE_CONFIG, hashBits: 10 };
const classCount = MODEL_CLASSES.length;
const buckets = 1 << featureConfig.hashBits;

/** A sparse model: every seventh bucket has weights, some of them faint. */
function sparseModel(): LinearWeights {
  const weights = new Float32Array(buckets * classCount);
  for (let bucket = 0; bucket < buckets; bucket += 7) {
    for (let c = 0; c < classCount; c += 1) weights[bucket * classCount + c] = Math.sin(bucket * 13 + c) * (bucket % 3 === 0 ? 0.001 : 1);
  }
  return { classCount, weights, bias: Float64Array.from({ length: classCount }, (_, c) => c / 10) };
}

const idfTable = (): IdfTable => {
  const weights = new Float32Array(buckets).fill(5);
  for (let bucket = 0; bucket < buckets; bucket += 7) weights[bucket] = 1 + (bucket % 40) / 10;
  return { weights, unseen: 5 };
};

function fileOf(encoding: WeightsEncoding): WeightsFile {
  const model = sparseModel();
  const weights = encodeWeights(model, 1, encoding);
  return {
    name: 'test',
    createdAt: '',
    featureConfig,
    threshold: 0.5,
    uncertainBand: { from: 0.4, to: 0.6 },
    classes: [...MODEL_CLASSES],
    bias: [...model.bias],
    weights,
    idf: encodeIdf(weights, idfTable()),
    training: {},
  };
}

describe('the weights file', () => {
  it('reads back the same int8 levels and IDF whether deflated or not, and the deflated file is smaller', () => {
    const plain = fileOf('sparse-int8-v1');
    const deflated = fileOf('sparse-int8-deflate-v1');
    expect(deflated.weights.rows).toBe(plain.weights.rows);
    expect(decodeQuantisedWeights(deflated).rows).toEqual(decodeQuantisedWeights(plain).rows);
    expect(decodeWeights(deflated).weights).toEqual(decodeWeights(plain).weights);
    expect(decodeIdf(deflated).weights).toEqual(decodeIdf(plain).weights);
    expect(deflated.weights.values.length).toBeLessThan(plain.weights.values.length);
  });

  it('keeps the weights it quantises within one level of the originals', () => {
    const model = sparseModel();
    const decoded = decodeWeights(fileOf('sparse-int8-deflate-v1')).weights;
    const scales = fileOf('sparse-int8-deflate-v1').weights.scales;
    for (let index = 0; index < model.weights.length; index += 1) {
      expect(Math.abs(decoded[index]! - model.weights[index]!)).toBeLessThanOrEqual(scales[index % classCount]! * 0.5 + 1e-9);
    }
  });

  it('refuses an encoding it does not know', () => {
    const file = fileOf('sparse-int8-deflate-v1');
    expect(() => decodeQuantisedWeights({ ...file, weights: { ...file.weights, encoding: 'dense-f32' as WeightsEncoding } })).toThrow(/Неизвестный формат весов/);
  });
});
