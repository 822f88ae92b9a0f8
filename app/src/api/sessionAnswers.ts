// The session check runs on every page, the sign-in page included: compiled, without zod.
import type { User } from '@city/contracts';
import { isUser } from 'virtual:answer-checks/session';
import { compiledAnswer } from './compiledAnswer';

/** GET /api/auth/me: the signed-in user. */
export const userAnswer = compiledAnswer<User>(isUser);
