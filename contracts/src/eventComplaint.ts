import { z } from 'zod';
import { plainText, visibleText } from './text';
import { COMPLAINT_STATUSES } from './moderation';

/** docs/events.md#complaints: a report reason is required (non-blank) and at most 500 characters. */
export const COMPLAINT_REASON_MAX = 500;
/** docs/events.md#complaints: the reason's counter warns once more than this many characters are used. */
export const COMPLAINT_REASON_WARN_AT = 450;

export const COMPLAINT_MESSAGES = {
  reasonRequired: 'Укажите причину жалобы',
  reasonTooLong: `Причина жалобы должна быть не длиннее ${COMPLAINT_REASON_MAX} символов`,
} as const;

/** POST /api/events/{id}/claim: the reason is trimmed before it is checked and stored. */
export const eventComplaintRequestSchema = z.object({
  reason: visibleText(
    plainText({ error: COMPLAINT_MESSAGES.reasonRequired })
      .trim()
      .min(1, COMPLAINT_MESSAGES.reasonRequired)
      .max(COMPLAINT_REASON_MAX, COMPLAINT_MESSAGES.reasonTooLong),
    COMPLAINT_MESSAGES.reasonRequired,
  ),
});
export type EventComplaintRequest = z.input<typeof eventComplaintRequestSchema>;

/** The complaint just filed (201): pending until a moderator decides (docs/events.md#complaints). */
export const eventComplaintResponseSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
});
export type EventComplaintResponse = z.infer<typeof eventComplaintResponseSchema>;
