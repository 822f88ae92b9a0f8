import { z } from 'zod';
import { eventComplaintRequestSchema } from './eventComplaint';
import { COMPLAINT_STATUSES } from './moderation';

/** docs/people.md#reporting-a-person: a user is reported from their public profile with the same reason rules as an event. */
export const userComplaintRequestSchema = eventComplaintRequestSchema;
export type UserComplaintRequest = z.input<typeof userComplaintRequestSchema>;

export const USER_COMPLAINT_MESSAGES = {
  ownProfile: 'Нельзя пожаловаться на самого себя',
  alreadyPending: 'Вы уже пожаловались на этого пользователя, жалоба рассматривается',
  failed: 'Произошла ошибка при подаче жалобы',
  sent: 'Жалоба отправлена модераторам',
} as const;

/** POST /api/users/{id}/claim answers 201 with the pending complaint. */
export const userComplaintResponseSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
});
export type UserComplaintResponse = z.infer<typeof userComplaintResponseSchema>;
