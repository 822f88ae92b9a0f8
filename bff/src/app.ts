import { RATE_LIMIT_RULES } from '@city/contracts';
import { loadShippedModel } from '@city/moderation';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { isHttps, type AppConfig } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { accessPolicy } from './middleware/access-policy';
import { jsonBodyLimit } from './middleware/body-limit';
import { clientAddress } from './middleware/client-address';
import { compressLargeJson } from './middleware/compress-json';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { floodGuard } from './middleware/flood-guard';
import { originCheck } from './middleware/origin-check';
import { requestLog } from './middleware/request-log';
import { apiNoStore, securityHeaders } from './middleware/security-headers';
import { sessionLoader } from './middleware/session';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { eventRoutes } from './routes/events';
import { feedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { managementRoutes } from './routes/management';
import { profileRoutes } from './routes/profile';
import { partnerWidgetRoutes } from './routes/partner-widget';
import { eventPreviewRoutes } from './routes/event-previews';
import { publicRoutes } from './routes/public';
import { staticApp } from './routes/static-app';
import { storybookRoutes } from './routes/storybook';
import { uploadRoutes } from './routes/upload';
import { uploadedImageRoutes } from './routes/uploaded-images';
import { userRoutes } from './routes/users';
import { createAccountService } from './services/accounts';
import { createCalendarService } from './services/calendar';
import { systemClock, type Clock } from './services/clock';
import { createComplaintService } from './services/complaints';
import { createEventParticipantsService } from './services/event-participants';
import { createEventList } from './services/event-list';
import { createEventService } from './services/events';
import { createEventPreviewImages } from './services/event-preview-image';
import { createEventPreviewService } from './services/event-previews';
import { createFeedbackService } from './services/feedback';
import type { JobQueue } from './jobs/job-queue';
import { createMailOutbox } from './services/mail-delivery';
import { createReminders } from './services/reminders';
import { createEventNotifications } from './services/event-notifications';
import { reminderRoutes } from './routes/reminders';
import { createManagementServices } from './services/management';
import { moderationFromConfig } from './services/moderation/from-config';
import { createParticipationService } from './services/participation';
import { PasswordHasher } from './services/password-hasher';
import { createProfileService } from './services/profiles';
import { createFeedRenderer } from './services/feed-renderer';
import { createPartnerFeedService } from './services/partner-feed';
import { createPublicFeedService } from './services/public-feed';
import { createSearchFeedsService } from './services/search-feeds';
import { createPublicUserService } from './services/public-users';
import { createSessionReader } from './services/sessions';
import { RateLimiter } from './services/rate-limits';
import { createWidgetScript } from './services/widget-script';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** The started job queue: mails and other work a request causes go through it. */
  jobs: JobQueue;
  logger: Logger;
  /** The current instant for the event rules and the city's today (tests move it); the system clock by default. */
  clock?: Clock;
  /** The database is PGlite in this process: the lists are limited per address (floodGuard). */
  embedded?: boolean;
}

/**
 * The whole HTTP surface: middleware in the order a request meets it, the /api routes, uploaded
 * images, then the built app. Later issues mount their route files next to these.
 */
export function createApp({ config, db, jobs, logger, clock = systemClock, embedded = false }: AppDeps): Hono<AppEnv> {
  const secureCookie = isHttps(config);
  const rateLimiter = new RateLimiter(db);
  const outbox = createMailOutbox(jobs);
  const reminders = createReminders({ db, outbox, clock, publicUrl: config.publicUrl, timeZone: config.timezone });
  const accounts = createAccountService({
    db,
    outbox,
    rateLimiter,
    passwordHasher: new PasswordHasher(config.passwordHashing),
    publicUrl: config.publicUrl,
    city: config.city,
  });
  const moderation = moderationFromConfig(config.moderation, { model: loadShippedModel(), clock, logger });
  const eventList = createEventList({ db, timeZone: config.timezone });
  const events = createEventService({
    db,
    clock,
    timeZone: config.timezone,
    city: config.city,
    moderation,
    eventList,
    waitlist: { outbox, publicUrl: config.publicUrl, reminders },
    notifications: createEventNotifications({ outbox, publicUrl: config.publicUrl, timeZone: config.timezone }),
  });
  const participation = createParticipationService({ db, clock, timeZone: config.timezone, outbox, publicUrl: config.publicUrl, reminders });
  const complaints = createComplaintService({ db, rateLimiter });
  const profiles = createProfileService({ db, clock, timeZone: config.timezone, city: config.city });
  const publicUsers = createPublicUserService({ db, clock, timeZone: config.timezone, city: config.city });
  const feedback = createFeedbackService({ db, rateLimiter });
  const management = createManagementServices({ db, timeZone: config.timezone, clock, outbox, publicUrl: config.publicUrl, jobs });
  const publicFeed = createPublicFeedService({ eventList, clock, publicUrl: config.publicUrl });
  const partnerFeed = createPartnerFeedService({
    feed: publicFeed,
    renderer: createFeedRenderer({ widgetDir: config.widgetDir, logger }),
    publicUrl: config.publicUrl,
  });
  const searchFeeds = createSearchFeedsService({ feed: publicFeed, publicUrl: config.publicUrl, city: config.city, timeZone: config.timezone });
  const widgetScript = createWidgetScript({ widgetDir: config.widgetDir, logger });
  const eventPreviews = createEventPreviewService({ db, publicUrl: config.publicUrl, timeZone: config.timezone });

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders({ strictTransport: isHttps(config) }));
  app.use('*', clientAddress(config.trustProxy));
  if (embedded) {
    // Before anything that reads the database: a refused request must cost next to nothing.
    const listFlood = floodGuard(RATE_LIMIT_RULES.embeddedListBurst);
    app.on('GET', ['/api/events', '/api/public/events', '/api/public/events.ics', '/api/public/events.rss', '/api/public/feed'], listFlood);
  }
  app.use('/api/*', apiNoStore());
  app.use('/api/*', compressLargeJson());
  app.use('/api/*', originCheck(config.publicUrl));
  app.use('/api/*', jsonBodyLimit());
  // Partner sites call /api/public/* (docs/partner-feed.md#cors-and-cookies): a stray cookie must neither identify anyone there
  // nor slide a session, so no session is read or sent.
  const loadSession = sessionLoader(createSessionReader(db), secureCookie);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/public/') ? next() : loadSession(c, next)));
  app.use('/api/*', accessPolicy());

  app.route('/api', healthRoutes(db));
  app.route('/api/auth', authRoutes(accounts, secureCookie));
  app.route('/api/events', eventRoutes({ events, participation, participants: createEventParticipantsService({ db }), complaints }));
  app.route('/api', calendarRoutes(createCalendarService({ db, publicUrl: config.publicUrl, city: config.city })));
  app.route('/api/upload', uploadRoutes(db, rateLimiter));
  app.route('/api/profile', profileRoutes(profiles));
  app.route('/api/users', userRoutes({ publicUsers, complaints }));
  app.route('/api/feedback', feedbackRoutes(feedback));
  app.route('/api/management', managementRoutes(management));
  app.route('/api/public/events', eventPreviewRoutes({ previews: eventPreviews, images: createEventPreviewImages({ timeZone: config.timezone }), rateLimiter }));
  app.route('/api/public/reminders', reminderRoutes(reminders));
  app.route('/api/public', publicRoutes({ feed: publicFeed, partnerFeed, rateLimiter, searchFeeds }));
  app.route('/uploads', uploadedImageRoutes(db));
  app.route('/', partnerWidgetRoutes({ partnerFeed, widgetScript, rateLimiter }));

  app.route('/', storybookRoutes(config.storybookDir));
  app.use('*', staticApp(config.staticDir, { name: config.city, timeZone: config.timezone, supportEmail: config.supportEmail }, eventPreviews));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(logger));
  return app;
}
