import { loadShippedModel } from '@city/moderation';
import type { AppConfig } from '../config';
import { createLogger } from '../logger';
import { systemClock } from '../services/clock';
import type { EventModeration } from '../services/moderation';
import { moderationFromConfig } from '../services/moderation/from-config';
import type { CliOutput } from './cli-support';

/**
 * The moderation the server would use (same threshold and external model). Its log goes to
 * stderr at warn and above: a flagged event is in the summary, a failed external call is worth a line.
 */
export function cliModeration(config: AppConfig, output: CliOutput): EventModeration {
  const logger = createLogger({ level: config.logLevel === 'error' ? 'error' : 'warn', write: output.err });
  return moderationFromConfig(config.moderation, { model: loadShippedModel(), clock: systemClock, logger });
}
