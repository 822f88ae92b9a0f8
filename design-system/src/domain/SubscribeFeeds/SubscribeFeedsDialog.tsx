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
}

/**
 * docs/partner-feed.md#subscribing-to-a-search: the current search as a calendar subscription and
 * an RSS feed, each address with a copy button and a line on where it goes.
 */
export function SubscribeFeedsDialog({ isOpen, onOpenChange, links, copy = copyWithClipboard }: SubscribeFeedsDialogProps) {
  return (
    <Dialog title="Подписка на поиск" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.body}>
        <Text tone="muted" size="sm">
          Новые события с этими фильтрами будут появляться сами. Избранное и заполненные события в подписку не попадают.
        </Text>
        <section className={styles.section} aria-labelledby="subscribe-feeds-calendar">
          <h3 id="subscribe-feeds-calendar" className={styles.sectionTitle}>
            Календарь (iCal)
          </h3>
          <Text size="sm">
            Ссылка webcal:// открывает подписку в Календаре Apple, Outlook или Thunderbird. В Google Календаре выберите «Добавить
            календарь → По URL» и вставьте ссылку https://.
          </Text>
          <CopyLinkRow label="Ссылка webcal://" url={links.webcal} copy={copy} />
          <CopyLinkRow label="Ссылка https://" url={links.ics} copy={copy} />
        </section>
        <section className={styles.section} aria-labelledby="subscribe-feeds-rss">
          <h3 id="subscribe-feeds-rss" className={styles.sectionTitle}>
            RSS
          </h3>
          <Text size="sm">Для программ чтения лент: Feedly, Inoreader, Thunderbird и других.</Text>
          <CopyLinkRow label="Ссылка на RSS-ленту" url={links.rss} copy={copy} />
        </section>
      </div>
    </Dialog>
  );
}
