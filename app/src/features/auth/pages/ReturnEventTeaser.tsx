import { useEffect, useState } from 'react';
import type { EventSummary } from '@city/contracts';
import { EventTeaser } from '@city/design-system';
import { getEventSummary } from '../../../api/eventSummary';

type Summary = { eventId: number; event: EventSummary | null } | null;

/**
 * docs/events.md#ссылки-на-событие-превью: the event signing in leads to, above the login form.
 * Loaded only when the remembered origin is an event's page (LoginPage), so /login without one
 * downloads none of it. An event the summary does not answer for (missing, deleted, hidden) and a
 * failed call show nothing: the form is what matters on this page.
 */
export default function ReturnEventTeaser({ eventId }: { eventId: number }) {
  // Which event the answer is for: a new target never shows the previous one's answer.
  const [summary, setSummary] = useState<Summary>(null);

  useEffect(() => {
    const controller = new AbortController();
    getEventSummary(eventId, { signal: controller.signal }).then(
      (event) => setSummary({ eventId, event }),
      () => {
        if (!controller.signal.aborted) setSummary({ eventId, event: null });
      },
    );
    return () => controller.abort();
  }, [eventId]);

  if (summary?.eventId !== eventId) return <EventTeaser event={null} />;
  return summary.event && <EventTeaser event={summary.event} />;
}
