import {
  AUTH_MESSAGES,
  emailOnlyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@city/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { readRegistrationCookie, setRegistrationCookie } from '../middleware/registration-cookie';
import { clearSessionCookie, setSessionCookie } from '../middleware/session-cookie';
import { requireAccount } from '../middleware/session';
import { validateJson } from '../middleware/validate';
import type { AccountService, Requester } from '../services/accounts';
import { toUser } from '../services/users';

const requester = (c: Context<AppEnv>): Requester => ({ clientAddress: c.get('clientAddress') });

/** docs/accounts.md#api, docs/accounts.md#sessions: the /api/auth calls. */
export function authRoutes(accounts: AccountService, secureCookie: boolean): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .post('/register', validateJson(registerRequestSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const { user, registeringBrowser } = await accounts.register({ email, password }, requester(c));
      setRegistrationCookie(c, registeringBrowser, secureCookie);
      return c.json({ user }, 201);
    })
    .post('/verify-email', validateJson(verifyEmailRequestSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      const verification = await accounts.verifyEmail({ token, password, registeringBrowser: readRegistrationCookie(c) });
      // docs/operations.md#security: another browser than the registering one must show the password it chose.
      if (verification.needsPassword) {
        return c.json({ error: AUTH_MESSAGES.verificationNeedsPassword, needsPassword: true as const }, 403);
      }
      // The registering browser's mark is left to expire with its link: the token it stood beside is
      // used up, and the answer's one cookie is the session (the app's pact holds it to that).
      setSessionCookie(c, verification.sessionToken, secureCookie);
      return c.json({ user: verification.user });
    })
    .post('/resend-verification', validateJson(emailOnlyRequestSchema), async (c) =>
      c.json(await accounts.resendVerification(c.req.valid('json').email)),
    )
    .post('/login', validateJson(loginRequestSchema), async (c) => {
      const { user, sessionToken } = await accounts.login(c.req.valid('json'), requester(c));
      setSessionCookie(c, sessionToken, secureCookie);
      return c.json({ user });
    })
    .post('/logout', async (c) => {
      await accounts.logout(c.get('sessionToken') ?? undefined);
      clearSessionCookie(c, secureCookie);
      return c.json({ success: true as const });
    })
    .get('/me', (c) => c.json(toUser(requireAccount(c))))
    .post('/forgot-password', validateJson(emailOnlyRequestSchema), async (c) =>
      c.json(await accounts.forgotPassword(c.req.valid('json').email, requester(c))),
    )
    .post('/reset-password', validateJson(resetPasswordRequestSchema), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      return c.json(await accounts.resetPassword(token, newPassword, requester(c)));
    });
}
