import { useId } from 'react';
import { Text } from '../../layout';
import { Dialog } from '../../primitives/Dialog';
import { CopyLinkRow, copyWithClipboard, type CopyText } from './CopyLinkRow';
import * as styles from './SubscribeFeeds.css';

/** The addresses of one search's feeds (contracts' `searchFeedLinks`). */
export interface SubscribeFeedsLinks {
  webcal: string;
  ics: string;
  rss: string;
}

export interface SubscribeFeedsDialogProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  links: SubscribeFeedsLinks;
  /** Defaults to the browser's clipboard. */
  copy?: CopyText;
  /**
   * Shows this link's row at once as if it had just been copied: the story of that state renders
   * it without a press. The app never passes it.
   */
  shownCopied?: keyof SubscribeFeedsLinks;
}

/**
 * docs/partner-feed.md#subscribing-to-a-search: the current search as a calendar subscription and
 * an RSS feed, each address with a copy button and a line on where it goes.
 */
export function SubscribeFeedsDialog({ isOpen, onOpenChange, links, copy = copyWithClipboard, shownCopied }: SubscribeFeedsDialogProps) {
  // Two dialogs side by side (a review gallery) must not share their headings' ids.
  const calendarId = useId();
  const rssId = useId();
  return (
    <Dialog title="Подписка на поиск" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.body}>
        <Text tone="muted" size="sm">
          Новые события с этими фильтрами будут появляться сами. Избранное и заполненные события в подписку не попадают.
        </Text>
        <section className={styles.section} aria-labelledby={calendarId}>
          <h3 id={calendarId} className={styles.sectionTitle}>
            Календарь (iCal)
          </h3>
          <Text size="sm">
            Ссылка webcal:// открывает подписку в Календаре Apple, Outlook или Thunderbird. В Google Календаре выберите «Добавить
            календарь → По URL» и вставьте ссылку https://.
          </Text>
          <CopyLinkRow label="Ссылка webcal://" url={links.webcal} copy={copy} shownCopied={shownCopied === 'webcal'} />
          <CopyLinkRow label="Ссылка https://" url={links.ics} copy={copy} shownCopied={shownCopied === 'ics'} />
        </section>
        <section className={styles.section} aria-labelledby={rssId}>
          <h3 id={rssId} className={styles.sectionTitle}>
            RSS
          </h3>
          <Text size="sm">Для программ чтения лент: Feedly, Inoreader, Thunderbird и других.</Text>
          <CopyLinkRow label="Ссылка на RSS-ленту" url={links.rss} copy={copy} shownCopied={shownCopied === 'rss'} />
        </section>
      </div>
    </Dialog>
  );
}
