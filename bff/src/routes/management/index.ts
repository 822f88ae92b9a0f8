import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { ManagementServices } from '../../services/management';
import { managementGuard } from './access';
import { eventComplaintRoutes } from './event-complaints';
import { userComplaintRoutes } from './user-complaints';
import { managementFeedbackRoutes } from './feedback';
import { moderationSampleRoutes } from './moderation-sample';
import { statisticsRoutes } from './statistics';
import { managementUserRoutes } from './users';

/**
 * The back office's API, mounted at /api/management (docs/back-office.md#access). The role table in
 * ./access.ts guards every call, known or not, before any validation.
 */
export function managementRoutes(services: ManagementServices): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', managementGuard())
    .route('/claims/events', eventComplaintRoutes(services.eventComplaints))
    .route('/claims/users', userComplaintRoutes(services.userComplaints))
    .route('/users', managementUserRoutes(services.users))
    .route('/feedback', managementFeedbackRoutes(services.feedback))
    .route('/statistics', statisticsRoutes(services.statistics))
    .route('/moderation-sample', moderationSampleRoutes(services.moderationSample));
}
