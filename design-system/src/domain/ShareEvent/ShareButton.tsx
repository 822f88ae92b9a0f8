import { Button } from '../../primitives/Button';
import { copyWithClipboard, type CopyText } from '../SubscribeFeeds/CopyLinkRow';

/** The browser's share sheet (Web Share API), or a stand-in in stories and tests. */
export type ShareLink = (data: { title: string; url: string }) => Promise<void>;

/** The browser's share sheet when it has one: phones and most desktop Safari and Edge. */
export function browserShare(): ShareLink | null {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  return (data) => navigator.share(data);
}

export interface ShareButtonProps {
  title: string;
  url: string;
  /** null: no share sheet, the link is copied. Defaults to the browser's. */
  share?: ShareLink | null;
  copy?: CopyText;
  /** After the link was copied (the page shows its toast «Ссылка скопирована»). */
  onCopied(): void;
  /** When even the clipboard refused. */
  onCopyFailed?(): void;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * docs/events.md#share-and-map: «Поделиться» opens the system's share sheet where there is one and
 * otherwise copies the event's link. A share the person cancels is no error and copies nothing.
 */
export function ShareButton({ title, url, share = browserShare(), copy = copyWithClipboard, onCopied, onCopyFailed }: ShareButtonProps) {
  const copyLink = () => copy(url).then(onCopied, () => onCopyFailed?.());
  const onPress = () => {
    if (share === null) {
      void copyLink();
      return;
    }
    share({ title, url }).catch((error: unknown) => {
      if (!isCancel(error)) void copyLink();
    });
  };
  return (
    <Button variant="secondary" onPress={onPress} data-share={share === null ? 'copy' : 'sheet'}>
      Поделиться
    </Button>
  );
}
