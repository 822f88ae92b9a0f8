import type { ModerationModel } from '@city/moderation';
import type { ModerationConfig } from '../../config';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { createExternalModel } from './external-model';
import { createEventModeration, type EventModeration } from './index';

/**
 * The moderation the configuration asks for: the threshold (or the model's default) and the optional
 * external model, asked about MODERATION_LLM_BAND or else the model's own uncertain band (docs/moderation.md#external-model).
 */
export function moderationFromConfig(
  config: ModerationConfig,
  { model, clock, logger }: { model: ModerationModel; clock: Clock; logger: Logger },
): EventModeration {
  const llm = config.llm;
  return createEventModeration({
    model,
    threshold: config.threshold ?? model.defaultThreshold,
    externalModel: llm
      ? { model: createExternalModel({ url: llm.url, key: llm.key, model: llm.model, timeoutMs: llm.timeoutMs }), band: llm.band ?? model.uncertainBand }
      : null,
    clock,
    logger,
  });
}
