import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { isHttps, type AppConfig } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { accessPolicy } from './middleware/access-policy';
import { jsonBodyLimit } from './middleware/body-limit';
import { clientAddress } from './middleware/client-address';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { originCheck } from './middleware/origin-check';
import { requestLog } from './middleware/request-log';
import { apiNoStore, securityHeaders } from './middleware/security-headers';
import { sessionLoader } from './middleware/session';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { staticApp } from './routes/static-app';
import { createAccountService } from './services/accounts';
import type { Mailer } from './services/mail';
import { RateLimiter } from './services/rate-limits';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

/**
 * The whole HTTP surface: middleware in the order a request meets it, the /api routes, then the
 * built app. Later issues mount their route files next to auth.
 */
export function createApp({ config, db, mailer, logger }: AppDeps): Hono<AppEnv> {
  const secureCookie = isHttps(config);
  const rateLimiter = new RateLimiter(db);
  const accounts = createAccountService({
    db,
    mailer,
    rateLimiter,
    publicUrl: config.publicUrl,
    city: config.city,
  });

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders());
  app.use('*', clientAddress(config.trustProxy));
  app.use('/api/*', apiNoStore());
  app.use('/api/*', originCheck(config.publicUrl));
  app.use('/api/*', jsonBodyLimit());
  app.use('/api/*', sessionLoader(db, secureCookie));
  app.use('/api/*', accessPolicy());

  app.route('/api', healthRoutes(db));
  app.route('/api/auth', authRoutes(accounts, secureCookie));

  app.use('*', staticApp(config.staticDir));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(logger));
  return app;
}
