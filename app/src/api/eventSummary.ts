/**
 * The public summary of one event (docs/events.md#ссылки-на-событие-превью): the login page's teaser
 * of the event a shared link leads to. A quiet read: a missing or hidden event is simply not shown.
 */
import { eventSummaryPath, eventSummarySchema, type EventSummary } from '@city/contracts';
import { request, type RequestOptions } from './request';

export function getEventSummary(eventId: number, options?: Pick<RequestOptions, 'signal'>): Promise<EventSummary> {
  // No session is involved: a refusal here must never reach the sign-out handling of the login page.
  return request(eventSummaryPath(eventId), { kind: 'read', handleAuth: false, ...options, schema: eventSummarySchema });
}
