import { FeedEventCard } from '@city/design-system/FeedEventCard';
import { publicEventsPageUrl, type FeedFragmentInput } from '@city/contracts';
import * as styles from './feed.css';

/**
 * docs/partner-feed.md#html-fragment: the one root element GET /api/public/feed answers (widget-protocol.md): the cards as
 * list items, or the empty state with a link to the platform. Only markup and class names: no
 * styles, scripts or inline style attributes, since partners may run a strict CSP.
 */
export function FeedFragment({ feed, publicUrl }: FeedFragmentInput) {
  const count = feed.events.length;
  return (
    <div data-cef-feed="" data-count={count} data-has-more={String(feed.hasMore)} className={styles.root}>
      {count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>Пока нет событий</p>
          <a className={styles.emptyLink} href={publicEventsPageUrl(publicUrl)} target="_blank" rel="noopener">
            Смотреть афишу
          </a>
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {feed.events.map((event) => (
            <li key={event.id} className={styles.item}>
              <FeedEventCard event={event} href={event.url} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
