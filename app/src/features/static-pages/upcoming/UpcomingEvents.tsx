import { FeedEventCard } from '@city/design-system/FeedEventCard';
import { Link, Section, Stack } from '@city/design-system';
import { landingCopy } from '../../../i18n/staticPages';
import * as styles from './upcomingEvents.css';
import { useUpcomingEvents } from './useUpcomingEvents';

const copy = landingCopy.upcoming;

/**
 * docs/accounts.md#site-frame: «Ближайшие события» under the landing page's own content, the partner feed's cards
 * linking to each event's page. Nothing at all until there is an event to show.
 */
export function UpcomingEvents() {
  const events = useUpcomingEvents();
  if (events.length === 0) return null;
  return (
    <Section id="upcoming" heading={copy.heading} lead={copy.lead}>
      <Stack gap="lg">
        <ul className={styles.cardGrid}>
          {events.map((event) => (
            <li key={event.id} className={styles.cardCell}>
              <FeedEventCard event={event} href={`/events/${event.id}`} opensInNewTab={false} />
            </li>
          ))}
        </ul>
        <Link href="/events" variant="standalone">
          {copy.all}
        </Link>
      </Stack>
    </Section>
  );
}
