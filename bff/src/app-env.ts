import type { HttpBindings } from '@hono/node-server';
import type { Account } from './services/users';

/** What every handler can read from the context (set by the middleware in app.ts). */
export interface AppVariables {
  requestId: string;
  /** docs/operations.md#rate-limits: the address rate limits count by. */
  clientAddress: string;
  /** The signed-in account, or null. */
  account: Account | null;
  sessionToken: string | null;
}

/** Bindings are absent when the app is called in-process (`app.request`), hence the optional chaining on `c.env`. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: AppVariables;
}
