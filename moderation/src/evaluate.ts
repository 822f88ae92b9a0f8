import { VIOLATION_CATEGORIES, type ViolationCategory } from '@city/contracts';
import type { LabelledPost } from './dataset';
import type { ModerationScore } from './model';

/**
 * CI's regression floor on the old held-out split. docs/moderation.md#quality-bar asked 90 % recall at its own tuned
 * threshold; since docs/moderation.md#quality-bar the threshold is chosen on other writers' lawful posts (the
 * development set), which score far higher than this split's, so at that threshold the split
 * measures about 90 % (README, «Автомодерация»). The floor catches a retraining that loses ground.
 */
export const REQUIRED_RECALL = 0.86;
export const MAX_FALSE_POSITIVE_RATE = 0.03;

export interface CategoryMetrics {
  category: ViolationCategory;
  /** Posts of this category in the set. */
  support: number;
  /** Flagged with this category and truly of it / flagged with this category (null when none flagged). */
  precision: number | null;
  /** Flagged with this category / posts of this category (null when the set has none). */
  recall: number | null;
}

export interface ModerationMetrics {
  threshold: number;
  posts: number;
  violations: number;
  nonViolations: number;
  hardNegatives: number;
  perCategory: CategoryMetrics[];
  /** Violations flagged, whatever the category. */
  recall: number;
  /** Among flagged violations, the share with the right category. */
  categoryAccuracy: number;
  /** Flagged posts among all that break no law (ordinary and hard negatives). */
  falsePositiveRate: number;
  /** Flagged posts among hard negatives only. */
  hardNegativeFalsePositiveRate: number;
}

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
const shareOrNull = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

export function measure(
  posts: readonly LabelledPost[],
  scores: readonly ModerationScore[],
  threshold: number,
): ModerationMetrics {
  let violations = 0;
  let flaggedViolations = 0;
  let rightCategory = 0;
  let nonViolations = 0;
  let flaggedNonViolations = 0;
  let hardNegatives = 0;
  let flaggedHardNegatives = 0;
  const support = new Map<ViolationCategory, number>();
  const predicted = new Map<ViolationCategory, number>();
  const correct = new Map<ViolationCategory, number>();
  const bump = (map: Map<ViolationCategory, number>, category: ViolationCategory) =>
    map.set(category, (map.get(category) ?? 0) + 1);

  posts.forEach((post, index) => {
    const score = scores[index]!;
    const flagged = score.confidence >= threshold;
    if (flagged) bump(predicted, score.category);
    if (post.label !== null) {
      violations += 1;
      bump(support, post.label);
      if (flagged) {
        flaggedViolations += 1;
        if (score.category === post.label) {
          rightCategory += 1;
          bump(correct, post.label);
        }
      }
      return;
    }
    nonViolations += 1;
    if (flagged) flaggedNonViolations += 1;
    if (post.kind === 'hard-negative') {
      hardNegatives += 1;
      if (flagged) flaggedHardNegatives += 1;
    }
  });

  return {
    threshold,
    posts: posts.length,
    violations,
    nonViolations,
    hardNegatives,
    perCategory: VIOLATION_CATEGORIES.map((category) => ({
      category,
      support: support.get(category) ?? 0,
      precision: shareOrNull(correct.get(category) ?? 0, predicted.get(category) ?? 0),
      recall: shareOrNull(correct.get(category) ?? 0, support.get(category) ?? 0),
    })),
    recall: share(flaggedViolations, violations),
    categoryAccuracy: share(rightCategory, flaggedViolations),
    falsePositiveRate: share(flaggedNonViolations, nonViolations),
    hardNegativeFalsePositiveRate: share(flaggedHardNegatives, hardNegatives),
  };
}

/** The reasons the metrics miss CI's bar, in Russian; empty when they pass. */
export function shortcomings(metrics: ModerationMetrics): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const problems: string[] = [];
  if (metrics.recall < REQUIRED_RECALL) {
    problems.push(`полнота ${percent(metrics.recall)} ниже ${percent(REQUIRED_RECALL)}`);
  }
  if (metrics.falsePositiveRate > MAX_FALSE_POSITIVE_RATE) {
    problems.push(`ложные срабатывания ${percent(metrics.falsePositiveRate)} выше ${percent(MAX_FALSE_POSITIVE_RATE)}`);
  }
  if (metrics.hardNegativeFalsePositiveRate > MAX_FALSE_POSITIVE_RATE) {
    problems.push(
      `ложные срабатывания на трудных примерах ${percent(metrics.hardNegativeFalsePositiveRate)} выше ${percent(MAX_FALSE_POSITIVE_RATE)}`,
    );
  }
  return problems;
}
