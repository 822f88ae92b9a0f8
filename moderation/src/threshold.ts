import type { LabelledPost } from './dataset';
import type { ModerationScore } from './model';

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
const clampProbability = (p: number): number => Math.min(0.999, Math.max(0.001, p));

/**
 * The threshold, from validation scores. Its lowest acceptable value keeps at most `targets.falsePositiveRate`
 * of the non-violations (and of the hard negatives) at or above it; its highest still flags
 * `targets.recall` of the violations. Posts written by other people sit less clearly on either
 * side than validation posts, so the threshold goes halfway between the two (in log-odds),
 * leaving a margin for both errors; when the two cross, the false-positive bound wins.
 */
export function chooseThreshold(
  posts: readonly LabelledPost[],
  scores: readonly ModerationScore[],
  targets: { falsePositiveRate: number; recall: number },
): { lowest: number; chosen: number } {
  const innocent = posts.flatMap((post, index) => (post.label === null ? [scores[index]!.confidence] : []));
  const hard = posts.flatMap((post, index) => (post.kind === 'hard-negative' ? [scores[index]!.confidence] : []));
  const violating = posts.flatMap((post, index) => (post.label !== null ? [scores[index]!.confidence] : []));
  const highestExcluded = (confidences: number[]): number => {
    const sorted = confidences.sort((a, b) => b - a);
    return sorted[Math.floor(targets.falsePositiveRate * sorted.length)] ?? 0;
  };
  const lowest = clampProbability(Math.max(highestExcluded(innocent), highestExcluded(hard)) + 1e-4);
  const sortedViolating = violating.sort((a, b) => b - a);
  const needed = Math.max(0, Math.ceil(targets.recall * sortedViolating.length) - 1);
  const highest = clampProbability(sortedViolating[needed] ?? lowest);
  const chosen = highest > lowest ? sigmoid((logit(lowest) + logit(highest)) / 2) : lowest;
  return { lowest, chosen: Math.ceil(chosen * 1000) / 1000 };
}

