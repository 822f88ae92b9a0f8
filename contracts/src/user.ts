import { z } from 'zod';
import { ROLES, USER_STATUSES } from './roles';

/** docs/accounts.md#sessions: the user object every auth call answers with. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
