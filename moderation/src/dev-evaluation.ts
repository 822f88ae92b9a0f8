import type { LabelledPost } from './dataset';
import { measure, type ModerationMetrics } from './evaluate';
import type { ModerationScore } from './model';
import { seededRandom } from './seeded-random';

/**
 * docs/moderation.md#quality-bar: the development set is judged held out by writer. For each writer, the threshold is
 * chosen on the other writers' lawful posts only (a fixed false-positive rate), then applied to
 * that writer's posts, so no post is judged by a threshold its own writer's text helped choose.
 */
export interface WrittenPost extends LabelledPost {
  writer: string;
}

/** The false-positive rate the threshold is chosen at, on lawful development posts. */
export const TARGET_FALSE_POSITIVE_RATE = 0.015;
/** Resamples of the lawful posts the threshold is averaged over: one post more or less must not move it much. */
export const THRESHOLD_RESAMPLES = 25;

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const clamp = (p: number): number => Math.min(0.999, Math.max(0.001, p));

/** The lowest threshold that flags at most `rate` of these lawful confidences. */
export function thresholdAtFalsePositiveRate(lawfulConfidences: readonly number[], rate: number): number {
  const sorted = [...lawfulConfidences].sort((a, b) => b - a);
  const allowed = Math.floor(rate * sorted.length);
  return clamp((sorted[allowed] ?? 0) + 1e-4);
}

/**
 * The threshold at `rate`, averaged in log-odds over bootstrap resamples of the lawful posts
 * (seeded): the quantile of a few hundred posts jumps with a single post, the average does not.
 */
export function averagedThreshold(lawfulConfidences: readonly number[], rate: number, seed: number): number {
  if (lawfulConfidences.length === 0) return 0.5;
  const random = seededRandom(seed);
  let total = 0;
  for (let resample = 0; resample < THRESHOLD_RESAMPLES; resample += 1) {
    const drawn = Array.from({ length: lawfulConfidences.length }, () => lawfulConfidences[Math.floor(random() * lawfulConfidences.length)]!);
    total += logit(thresholdAtFalsePositiveRate(drawn, rate));
  }
  return Math.ceil(sigmoid(total / THRESHOLD_RESAMPLES) * 1000) / 1000;
}

export interface WriterFold {
  writer: string;
  /** Chosen on the other writers' lawful posts. */
  threshold: number;
  metrics: ModerationMetrics;
}

export interface HeldOutByWriter {
  folds: WriterFold[];
  /** Every post judged by its own fold's threshold (flagged = 1, else 0 confidence). */
  pooled: ModerationMetrics;
  /** Per post: flagged by its fold's threshold, for bootstrap intervals. */
  flagged: boolean[];
}

export function evaluateHeldOutByWriter(
  posts: readonly WrittenPost[],
  scores: readonly ModerationScore[],
  seed: number,
  rate = TARGET_FALSE_POSITIVE_RATE,
): HeldOutByWriter {
  const writers = [...new Set(posts.map((post) => post.writer))].sort();
  const flagged = new Array<boolean>(posts.length).fill(false);
  const folds = writers.map((writer) => {
    const lawfulOfOthers = posts.flatMap((post, index) => (post.writer !== writer && post.label === null ? [scores[index]!.confidence] : []));
    const threshold = averagedThreshold(lawfulOfOthers, rate, seed);
    const indices = posts.flatMap((post, index) => (post.writer === writer ? [index] : []));
    for (const index of indices) flagged[index] = scores[index]!.confidence >= threshold;
    return {
      writer,
      threshold,
      metrics: measure(
        indices.map((index) => posts[index]!),
        indices.map((index) => scores[index]!),
        threshold,
      ),
    };
  });
  // Pooled: a flagged post gets confidence 1 and threshold 1 stands for «its own fold's».
  const pooledScores = scores.map((score, index) => ({ category: score.category, confidence: flagged[index] ? 1 : 0 }));
  return { folds, pooled: measure(posts, pooledScores, 1), flagged };
}

export interface Interval {
  low: number;
  high: number;
}

export interface BootstrapIntervals {
  recall: Interval;
  falsePositiveRate: Interval;
  categoryAccuracy: Interval;
}

/** 95 % percentile bootstrap intervals over posts (seeded, so CI prints the same figures twice). */
export function bootstrapIntervals(
  posts: readonly LabelledPost[],
  scores: readonly ModerationScore[],
  flagged: readonly boolean[],
  seed: number,
  resamples = 1000,
): BootstrapIntervals {
  const random = seededRandom(seed);
  const samples = { recall: [] as number[], falsePositiveRate: [] as number[], categoryAccuracy: [] as number[] };
  for (let round = 0; round < resamples; round += 1) {
    let violations = 0;
    let caught = 0;
    let right = 0;
    let lawful = 0;
    let falseAlarms = 0;
    for (let draw = 0; draw < posts.length; draw += 1) {
      const index = Math.floor(random() * posts.length);
      const post = posts[index]!;
      if (post.label === null) {
        lawful += 1;
        if (flagged[index]) falseAlarms += 1;
      } else {
        violations += 1;
        if (flagged[index]) {
          caught += 1;
          if (scores[index]!.category === post.label) right += 1;
        }
      }
    }
    samples.recall.push(violations === 0 ? 0 : caught / violations);
    samples.falsePositiveRate.push(lawful === 0 ? 0 : falseAlarms / lawful);
    samples.categoryAccuracy.push(caught === 0 ? 0 : right / caught);
  }
  const interval = (values: number[]): Interval => {
    const sorted = values.sort((a, b) => a - b);
    return { low: sorted[Math.floor(0.025 * sorted.length)]!, high: sorted[Math.ceil(0.975 * sorted.length) - 1]! };
  };
  return {
    recall: interval(samples.recall),
    falsePositiveRate: interval(samples.falsePositiveRate),
    categoryAccuracy: interval(samples.categoryAccuracy),
  };
}
