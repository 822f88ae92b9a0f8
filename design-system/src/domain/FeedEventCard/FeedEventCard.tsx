import { useId } from 'react';
import type { PublicEvent } from '@city/contracts';
import { classNames } from '../../primitives/shared';
import { EventCardBadges } from '../EventCard/EventCardBadges';
import { EventCardFacts } from '../EventCard/EventCardFacts';
import { EventCardPicture } from '../EventCard/EventCardPicture';
import * as eventCard from '../EventCard/EventCard.css';
import * as styles from './FeedEventCard.css';

export interface FeedEventCardProps {
  event: PublicEvent;
  /** The event's page on the platform (absolute, with the partner's utm parameters when given). */
  href: string;
  /** 3 under the feed's own heading; the partner's page decides what comes above. */
  headingLevel?: 2 | 3 | 4;
  /**
   * On a partner's page the event opens in a new tab (the default), so the partner's page stays;
   * on the platform's own pages (the landing's next events) it opens in place.
   */
  opensInNewTab?: boolean;
}

/**
 * docs/partner-feed.md#html-fragment: an event in a partner's feed. The grid card's media, badges and facts, rendered on the
 * server (renderToString) into a partner's page: plain markup that needs no script, a title link
 * that opens the event on the platform in a new tab, no buttons (nothing to do there but read).
 */
export function FeedEventCard({ event, href, headingLevel = 3, opensInNewTab = true }: FeedEventCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classNames(eventCard.card, styles.card)} data-variant="feed" aria-labelledby={titleId}>
      <div className={classNames(eventCard.media, styles.media)}>
        <EventCardPicture imageUrl={event.imageUrl} category={event.category} loading="lazy" />
      </div>
      <div className={classNames(eventCard.body, styles.body)}>
        <EventCardBadges ageLimit={event.ageLimit} category={event.category} isPaid={event.isPaid} price={event.price} />
        <Heading id={titleId} className={classNames(eventCard.title, styles.title)}>
          <a href={href} target={opensInNewTab ? '_blank' : undefined} rel={opensInNewTab ? 'noopener' : undefined} className={styles.titleLink}>
            {event.title}
          </a>
        </Heading>
        <EventCardFacts
          startDate={event.startDate}
          durationMinutes={event.durationMinutes}
          address={event.address}
          className={styles.facts}
        />
      </div>
    </article>
  );
}

/** The class names of the card's parts, for the partner widget's layouts (list, compact) written on :host(). */
export const feedEventCardParts = {
  card: styles.card,
  media: styles.media,
  body: styles.body,
  title: styles.title,
  titleLink: styles.titleLink,
  facts: styles.facts,
  badges: eventCard.badges,
  fact: eventCard.fact,
  factIcon: eventCard.factIcon,
  duration: eventCard.duration,
  address: eventCard.address,
} as const;
