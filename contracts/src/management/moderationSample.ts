import { z } from 'zod';
import { VIOLATION_CATEGORIES } from '../moderation';
import { managementEnvelope } from './envelope';

/**
 * docs/moderation.md#sample-labelling: moderators label a random sample of live events the automatic moderation let
 * through, so the next model learns from what it misses. GET …/moderation-sample draws events
 * no moderator labelled yet; PUT …/moderation-sample/{eventId} records the label.
 */
export const MODERATION_SAMPLE_SIZE = { default: 20, max: 50 } as const;

export const moderationSampleQuerySchema = z.object({
  size: z.coerce
    .number({ error: `Параметр size: ожидается целое число от 1 до ${MODERATION_SAMPLE_SIZE.max}` })
    .int(`Параметр size: ожидается целое число от 1 до ${MODERATION_SAMPLE_SIZE.max}`)
    .min(1, `Параметр size: ожидается целое число от 1 до ${MODERATION_SAMPLE_SIZE.max}`)
    .max(MODERATION_SAMPLE_SIZE.max, `Параметр size: ожидается целое число от 1 до ${MODERATION_SAMPLE_SIZE.max}`)
    .default(MODERATION_SAMPLE_SIZE.default),
});

export const moderationSampleEventSchema = z.object({
  eventId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
});
export type ModerationSampleEvent = z.infer<typeof moderationSampleEventSchema>;

/** The moderator's reading: the violation category, or null when the event breaks no law. */
export const moderationSampleLabelSchema = z.object({
  category: z.enum(VIOLATION_CATEGORIES, { error: 'Укажите категорию нарушения или null, если нарушения нет' }).nullable(),
});
export type ModerationSampleLabel = z.infer<typeof moderationSampleLabelSchema>;

export const moderationSampleResponseSchema = managementEnvelope(z.array(moderationSampleEventSchema));
export type ModerationSampleResponse = z.infer<typeof moderationSampleResponseSchema>;

/** The label as recorded: the event and its category (null: «Нарушений нет»). */
export const moderationSampleLabelResponseSchema = managementEnvelope(
  z.object({ eventId: z.number().int().positive(), category: z.enum(VIOLATION_CATEGORIES).nullable() }),
);
export type ModerationSampleLabelResponse = z.infer<typeof moderationSampleLabelResponseSchema>;
