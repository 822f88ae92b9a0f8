import { z } from 'zod';
import { plainText, visibleText } from './text';
import { CLAIM_STATUSES } from './moderation';

/** docs/events.md#complaints: a report reason is required (non-blank) and at most 500 characters. */
export const CLAIM_REASON_MAX = 500;
/** docs/events.md#complaints: the reason's counter warns once more than this many characters are used. */
export const CLAIM_REASON_WARN_AT = 450;

export const CLAIM_MESSAGES = {
  reasonRequired: 'Укажите причину жалобы',
  reasonTooLong: `Причина жалобы должна быть не длиннее ${CLAIM_REASON_MAX} символов`,
} as const;

/** POST /api/events/{id}/claim: the reason is trimmed before it is checked and stored. */
export const eventClaimRequestSchema = z.object({
  reason: visibleText(
    plainText({ error: CLAIM_MESSAGES.reasonRequired })
      .trim()
      .min(1, CLAIM_MESSAGES.reasonRequired)
      .max(CLAIM_REASON_MAX, CLAIM_MESSAGES.reasonTooLong),
    CLAIM_MESSAGES.reasonRequired,
  ),
});
export type EventClaimRequest = z.input<typeof eventClaimRequestSchema>;

/** The complaint just filed (201): pending until a moderator decides (docs/events.md#complaints). */
export const eventClaimResponseSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
});
export type EventClaimResponse = z.infer<typeof eventClaimResponseSchema>;
