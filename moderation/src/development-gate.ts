import { bootstrapIntervals, evaluateHeldOutByWriter, TARGET_FALSE_POSITIVE_RATE, THRESHOLD_RESAMPLES, type BootstrapIntervals, type WriterFold, type WrittenPost } from './dev-evaluation';
import type { ModerationMetrics } from './evaluate';
import type { ModerationModel } from './model';

/** What the development set must show (docs/moderation.md#quality-bar). */
export interface DevelopmentBar {
  recall: number;
  falsePositiveRate: number;
  categoryAccuracy: number;
}

/** docs/moderation.md#quality-bar's bar for the moderation as a whole. */
export const DEVELOPMENT_BAR: DevelopmentBar = { recall: 0.92, falsePositiveRate: 0.02, categoryAccuracy: 0.9 };

/**
 * CI's floor for the local model alone, a few points under what the shipped model measures
 * (README, «Автомодерация»): a retraining that loses ground fails. Not the bar itself: retrainings
 * with other seeds move recall by about a point either side of it (moderation/README.md,
 * «Figures»), and a gate a seed can fail would only teach choosing seeds.
 */
export const DEVELOPMENT_GATE: DevelopmentBar = { recall: 0.9, falsePositiveRate: 0.02, categoryAccuracy: 0.95 };

/** The sentence of the review that flagged lawful posts by their tone alone (docs/moderation.md#the-model). */
export const CALL_TO_ACTION_SENTENCE = 'Хватит сидеть дома, пора действовать!';

/** Fixed, so CI prints the same thresholds and intervals on every run. */
const EVALUATION_SEED = 19;

export interface DevelopmentAssessment {
  falsePositiveRate: number;
  resamples: number;
  folds: WriterFold[];
  pooled: ModerationMetrics;
  intervals: BootstrapIntervals;
  recallByForm: Array<{ form: string; posts: number; recall: number }>;
  callToAction: { sentence: string; posts: number; flagged: number; flaggedWithout: number };
}

/** The model on the development set, every writer judged by a threshold chosen on the others. */
export function assessDevelopmentSet(model: ModerationModel, posts: readonly WrittenPost[]): DevelopmentAssessment {
  const scores = posts.map((post) => model.score(post));
  const { folds, pooled, flagged } = evaluateHeldOutByWriter(posts, scores, EVALUATION_SEED);
  const thresholdOf = new Map(folds.map((fold) => [fold.writer, fold.threshold]));
  const violations = posts.flatMap((post, index) => (post.label === null ? [] : [{ form: post.style ?? '', flagged: flagged[index]! }]));
  const forms = [...new Set(violations.map((violation) => violation.form))].sort();
  const lawful = posts.filter((post) => post.label === null);
  const flaggedWithTone = lawful.filter(
    (post) => model.score({ ...post, description: `${post.description} ${CALL_TO_ACTION_SENTENCE}` }).confidence >= thresholdOf.get(post.writer)!,
  );
  return {
    falsePositiveRate: TARGET_FALSE_POSITIVE_RATE,
    resamples: THRESHOLD_RESAMPLES,
    folds,
    pooled,
    intervals: bootstrapIntervals(posts, scores, flagged, EVALUATION_SEED),
    recallByForm: forms.map((form) => {
      const ofForm = violations.filter((violation) => violation.form === form);
      return { form, posts: ofForm.length, recall: ofForm.filter((violation) => violation.flagged).length / ofForm.length };
    }),
    callToAction: {
      sentence: CALL_TO_ACTION_SENTENCE,
      posts: lawful.length,
      flagged: flaggedWithTone.length,
      flaggedWithout: lawful.filter((post) => flagged[posts.indexOf(post)]).length,
    },
  };
}

/** The reasons the development metrics miss a bar, in Russian; empty when they meet it. */
export function developmentShortcomings(metrics: ModerationMetrics, bar: DevelopmentBar): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const problems: string[] = [];
  if (metrics.recall < bar.recall) problems.push(`полнота ${percent(metrics.recall)} ниже ${percent(bar.recall)}`);
  if (metrics.falsePositiveRate > bar.falsePositiveRate) {
    problems.push(`ложные срабатывания ${percent(metrics.falsePositiveRate)} выше ${percent(bar.falsePositiveRate)}`);
  }
  if (metrics.categoryAccuracy < bar.categoryAccuracy) {
    problems.push(`верная категория ${percent(metrics.categoryAccuracy)} ниже ${percent(bar.categoryAccuracy)}`);
  }
  return problems;
}
