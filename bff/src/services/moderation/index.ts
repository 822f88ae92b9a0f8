import type { ModerationInput, ModerationModel } from '@city/moderation';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { ExternalModel } from './external-model';
import { placeSystemComplaint } from './system-complaint';
import { judge, type ConfidenceBand, type ModerationVerdict } from './verdict';

export type { ModerationInput, ModerationModel } from '@city/moderation';
export type { ConfidenceBand, ModerationVerdict } from './verdict';

export interface EventModerationDeps {
  model: ModerationModel;
  /** A local score at or above it flags the event (MODERATION_THRESHOLD, else the model's default). */
  threshold: number;
  /** MODERATION_LLM_*: asked about local scores inside `band`. */
  externalModel?: { model: ExternalModel; band: ConfidenceBand } | null;
  clock: Clock;
  logger: Logger;
}

export type EventModeration = ReturnType<typeof createEventModeration>;

/** The text moderation reads: title, description and address (docs/moderation.md#when-a-post-is-checked). */
export type ModeratedText = Required<ModerationInput>;

/**
 * An edit is checked again only when the text changed: a moderator who rejected the complaint
 * about unchanged text has decided, and moving the date must not bring it back.
 */
export const moderatedTextChanged = (before: ModeratedText, after: ModeratedText): boolean =>
  before.title !== after.title || before.description !== after.description || before.address !== after.address;

/** docs/moderation.md#the-automatic-complaint, docs/moderation.md#when-a-post-is-checked: automatic moderation of event texts. */
export function createEventModeration({ model, threshold, externalModel = null, clock, logger }: EventModerationDeps) {
  const rules = { model, threshold, external: externalModel, logger };

  /** The verdict on a text, or null when it breaks no law. May call the external model: keep it outside transactions. */
  const assess = (input: ModeratedText): Promise<ModerationVerdict | null> => judge(rules, input, clock());

  /** Places the system complaint for a verdict inside the caller's transaction (`tx` must be one); false when one was pending already. */
  async function flag(tx: Database, eventId: number, verdict: ModerationVerdict): Promise<boolean> {
    const placed = await placeSystemComplaint(tx, eventId, verdict);
    if (placed) {
      logger.info('event flagged by automatic moderation', {
        eventId,
        category: verdict.category,
        confidence: verdict.confidence,
        model: verdict.model,
      });
    }
    return placed;
  }

  return {
    modelName: model.name,
    threshold,
    assess,
    flag,
    /** assess + flag in one call; the verdict when the event is now under a system complaint. */
    async checkEvent(tx: Database, eventId: number, input: ModeratedText): Promise<ModerationVerdict | null> {
      const verdict = await assess(input);
      if (verdict === null) return null;
      await flag(tx, eventId, verdict);
      return verdict;
    },
  };
}
