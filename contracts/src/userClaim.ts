import { z } from 'zod';
import { eventClaimRequestSchema } from './eventClaim';
import { CLAIM_STATUSES } from './moderation';

/** docs/people.md#reporting-a-person: a user is reported from their public profile with the same reason rules as an event. */
export const userClaimRequestSchema = eventClaimRequestSchema;
export type UserClaimRequest = z.input<typeof userClaimRequestSchema>;

export const USER_CLAIM_MESSAGES = {
  ownProfile: 'Нельзя пожаловаться на самого себя',
  alreadyPending: 'Вы уже пожаловались на этого пользователя, жалоба рассматривается',
  failed: 'Произошла ошибка при подаче жалобы',
  sent: 'Жалоба отправлена модераторам',
} as const;

/** POST /api/users/{id}/claim answers 201 with the pending complaint. */
export const userClaimResponseSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
});
export type UserClaimResponse = z.infer<typeof userClaimResponseSchema>;
