/**
 * The sample labelling section's calls (docs/moderation.md#sample-labelling), staff only. Answers
 * are `{success, data}` (docs/back-office.md#answers-and-errors); callers get `data`. A refusal
 * (an event gone meanwhile: 404) reaches the page with the server's text; see `managementCall`.
 */
import {
  MODERATION_SAMPLE_SIZE,
  moderationSampleLabelResponseSchema,
  moderationSampleResponseSchema,
  type ModerationSampleEvent,
  type ModerationSampleLabelResponse,
  type ViolationCategory,
} from '@city/contracts';
import { request } from '../request';
import { managementCall, managementPath, type ManagementCallOptions } from './index';

export type ModerationSampleLabelled = ModerationSampleLabelResponse['data'];

/** GET /api/management/moderation-sample?size=N: a fresh random draw of unlabelled live events the automatic moderation let through. */
export async function drawModerationSample(
  size: number = MODERATION_SAMPLE_SIZE.default,
  options?: ManagementCallOptions,
): Promise<ModerationSampleEvent[]> {
  const { data } = await request(managementPath('moderation-sample'), {
    ...managementCall(options),
    query: { size },
    schema: moderationSampleResponseSchema,
  });
  return data;
}

/** PUT /api/management/moderation-sample/{eventId}: the moderator's label, null for «Нарушений нет»; a later one replaces it. */
export async function labelSampledEvent(
  eventId: number,
  category: ViolationCategory | null,
  options?: ManagementCallOptions,
): Promise<ModerationSampleLabelled> {
  const { data } = await request(managementPath('moderation-sample', eventId), {
    ...managementCall(options),
    method: 'PUT',
    body: { category },
    schema: moderationSampleLabelResponseSchema,
  });
  return data;
}
