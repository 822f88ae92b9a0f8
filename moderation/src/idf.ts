import type { SparseVector } from './features';

/**
 * Inverse document frequency per hash bucket: words every kind of post uses («приходите», «вечер»)
 * weigh less than the few that tell a violation apart, so a post in new words is judged by the
 * words that matter rather than by its register.
 */
export interface IdfTable {
  /** Multiplier per bucket; a bucket never seen in training gets `unseen`. */
  readonly weights: Float32Array;
  readonly unseen: number;
}

/** Every post's vector is scaled back to this length after weighting (the family weights' length). */
export const VECTOR_LENGTH = 2;

export function idfFromVectors(vectors: readonly SparseVector[], buckets: number): IdfTable {
  const documentFrequency = new Float64Array(buckets);
  for (const vector of vectors) for (const bucket of vector.indices) documentFrequency[bucket]! += 1;
  const idfOf = (frequency: number) => Math.log((vectors.length + 1) / (frequency + 1)) + 1;
  const weights = new Float32Array(buckets);
  for (let bucket = 0; bucket < buckets; bucket += 1) weights[bucket] = idfOf(documentFrequency[bucket]!);
  return { weights, unseen: idfOf(0) };
}

export function applyIdf(vector: SparseVector, idf: IdfTable): SparseVector {
  const values = new Float32Array(vector.values.length);
  let squares = 0;
  for (let position = 0; position < values.length; position += 1) {
    const value = vector.values[position]! * idf.weights[vector.indices[position]!]!;
    values[position] = value;
    squares += value * value;
  }
  const scale = squares > 0 ? VECTOR_LENGTH / Math.sqrt(squares) : 0;
  for (let position = 0; position < values.length; position += 1) values[position]! *= scale;
  return { indices: vector.indices, values };
}
