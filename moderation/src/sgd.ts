import type { SparseVector } from './features';
import { predictInto, type LinearWeights } from './linear-model';
import { seededRandom, shuffleInPlace } from './seeded-random';

export interface TrainingExample {
  vector: SparseVector;
  /** 0 = no violation, 1..8 = the category. */
  target: number;
  /** How much this example counts in the loss. */
  weight: number;
}

export interface SgdOptions {
  classCount: number;
  buckets: number;
  epochs: number;
  /** Step size at the start; it decays as 1 / (1 + decay · epoch). */
  learningRate: number;
  learningRateDecay: number;
  /** L2 penalty per step (weight decay), not applied to the biases. */
  l2: number;
  /**
   * Share of a post's features hidden at each step (the rest scaled up to match). Posts written by
   * other people use other words; dropout keeps the model from resting on a few of them.
   */
  featureDropout: number;
  seed: number;
}

function dropFeatures(vector: SparseVector, share: number, random: () => number): SparseVector {
  if (share <= 0) return vector;
  const keep = 1 / (1 - share);
  const indices: number[] = [];
  const values: number[] = [];
  for (let position = 0; position < vector.indices.length; position += 1) {
    if (random() < share) continue;
    indices.push(vector.indices[position]!);
    values.push(vector.values[position]! * keep);
  }
  return { indices: Int32Array.from(indices), values: Float32Array.from(values) };
}

/**
 * Softmax regression by plain SGD with L2. Weight decay is kept as one shared scale factor
 * (w = scale · v), so a step touches only the post's non-zero buckets, not all 2^18 × 9 weights.
 * `afterEpoch` sees the current weights (as a LinearWeights with the scale folded in).
 */
export function trainSoftmaxRegression(
  examples: readonly TrainingExample[],
  options: SgdOptions,
  afterEpoch?: (epoch: number, model: LinearWeights) => void,
): LinearWeights {
  const { classCount } = options;
  const raw = new Float32Array(options.buckets * classCount);
  const bias = new Float64Array(classCount);
  const probabilities = new Float64Array(classCount);
  const random = seededRandom(options.seed);
  const order = examples.map((_, index) => index);
  let scale = 1;
  const folded = (): LinearWeights => {
    const weights = new Float32Array(raw.length);
    for (let index = 0; index < raw.length; index += 1) weights[index] = raw[index]! * scale;
    return { classCount, weights, bias: Float64Array.from(bias) };
  };
  const view: LinearWeights = { classCount, weights: raw, bias };

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    shuffleInPlace(order, random);
    order.forEach((exampleIndex, step) => {
      const example = examples[exampleIndex]!;
      const vector = dropFeatures(example.vector, options.featureDropout, random);
      const learningRate = options.learningRate / (1 + options.learningRateDecay * (epoch + step / order.length));
      predictInto(view, vector, probabilities, scale);
      scale *= 1 - learningRate * options.l2;
      const stepSize = (learningRate * example.weight) / scale;
      const { indices, values } = vector;
      for (let c = 0; c < classCount; c += 1) {
        const gradient = probabilities[c]! - (c === example.target ? 1 : 0);
        bias[c]! -= learningRate * example.weight * gradient;
        if (gradient === 0) continue;
        const delta = stepSize * gradient;
        for (let position = 0; position < indices.length; position += 1) {
          raw[indices[position]! * classCount + c]! -= delta * values[position]!;
        }
      }
      if (scale < 1e-3) {
        for (let index = 0; index < raw.length; index += 1) raw[index]! *= scale;
        scale = 1;
      }
    });
    afterEpoch?.(epoch + 1, folded());
  }
  return folded();
}
