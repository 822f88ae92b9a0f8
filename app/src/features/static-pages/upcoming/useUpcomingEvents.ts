import { useEffect, useState } from 'react';
import { PUBLIC_EVENTS_PATH, type PublicEvent, type PublicEventsResponse } from '@city/contracts';
import { isPublicEventsResponse } from 'virtual:answer-checks/landing';
import { compiledAnswer } from '../../../api/compiledAnswer';
import { request } from '../../../api/request';

/** How many of the city's next events the landing page shows. */
export const UPCOMING_EVENTS_COUNT = 6;

/** The feed's contract compiled without zod (app/build/answerChecks.ts). */
const publicEventsAnswer = compiledAnswer<PublicEventsResponse>(isPublicEventsResponse);

/**
 * docs/accounts.md#site-frame: the next events of the public feed (the main list as a signed-out visitor sees it).
 * An empty list while loading and after a failure: the section stays away rather than show an
 * error on a page that is about something else.
 */
export function useUpcomingEvents(): PublicEvent[] {
  const [events, setEvents] = useState<PublicEvent[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    request(PUBLIC_EVENTS_PATH, {
      kind: 'read',
      notify: false,
      handleAuth: false,
      signal: controller.signal,
      query: { limit: UPCOMING_EVENTS_COUNT },
      schema: publicEventsAnswer,
    }).then(
      (page) => setEvents(page.events),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return events;
}
