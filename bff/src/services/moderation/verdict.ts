import { violationLawReference, type SystemComplaint, type ViolationCategory } from '@city/contracts';
import type { ModerationInput, ModerationModel } from '@city/moderation';
import type { Logger } from '../../logger';
import type { ExternalModel } from './external-model';

/** What a system complaint records (docs/moderation.md#the-automatic-complaint): the same shape as `systemClaim.metadata`. */
export type ModerationVerdict = SystemComplaint['metadata'];

/** Local scores inside [from, to] are borderline: the external model, when configured, decides them. */
export interface ConfidenceBand {
  from: number;
  to: number;
}

export interface VerdictRules {
  model: ModerationModel;
  /** A local score at or above it breaks the law. */
  threshold: number;
  external?: { model: ExternalModel; band: ConfidenceBand } | null;
  logger: Logger;
}

const verdictOf = (model: string, confidence: number, category: ViolationCategory, checkedAt: Date): ModerationVerdict => ({
  model,
  confidence,
  category,
  lawReference: violationLawReference(category),
  checkedAt: checkedAt.toISOString(),
});

const insideBand = (confidence: number, band: ConfidenceBand): boolean => confidence >= band.from && confidence <= band.to;

/**
 * The verdict on a post, or null when it breaks no law. The local model scores every post; a
 * borderline score goes to the external model when one is configured, and its answer stands
 * (its category null = lawful, whatever the local score). Any failure of the external model
 * keeps the local verdict: moderation never blocks or fails a save because a remote service is down.
 */
export async function judge(rules: VerdictRules, input: ModerationInput, checkedAt: Date): Promise<ModerationVerdict | null> {
  const local = rules.model.score(input);
  const localVerdict = local.confidence >= rules.threshold ? verdictOf(rules.model.name, local.confidence, local.category, checkedAt) : null;
  const external = rules.external;
  if (!external || !insideBand(local.confidence, external.band)) return localVerdict;
  try {
    const answer = await external.model.classify(input);
    return answer.category === null ? null : verdictOf(external.model.name, answer.confidence, answer.category, checkedAt);
  } catch (error) {
    // The post's text never reaches the log: only why the call failed.
    rules.logger.warn('external moderation model failed, the local verdict stands', {
      externalModel: external.model.name,
      failure: error instanceof Error ? error.message : String(error),
      localModel: rules.model.name,
      flagged: localVerdict !== null,
    });
    return localVerdict;
  }
}
