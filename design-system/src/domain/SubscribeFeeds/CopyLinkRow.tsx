import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import * as styles from './SubscribeFeeds.css';

/** Puts text on the clipboard; a story or a test passes its own. */
export type CopyText = (text: string) => Promise<void>;

export const copyWithClipboard: CopyText = (text) => navigator.clipboard.writeText(text);

/** How long «Скопировано» stays on the button before it reads «Копировать» again. */
export const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyLinkRowProps {
  label: string;
  url: string;
  copy: CopyText;
  /**
   * Shows the row at once as if its link had just been copied, and keeps it so: the story of that
   * state renders it without a press. The app never passes it.
   */
  shownCopied?: boolean;
}

/**
 * A link shown whole (selectable by hand, for when the clipboard is refused) and a button that
 * copies it. The outcome is said in a polite live region, since the button's own label change is
 * not announced by every screen reader.
 */
export function CopyLinkRow({ label, url, copy, shownCopied = false }: CopyLinkRowProps) {
  const [pressedState, setState] = useState<CopyState>('idle');
  const state = shownCopied ? 'copied' : pressedState;
  const labelId = useId();
  useEffect(() => {
    if (pressedState !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [pressedState]);

  const onCopy = () => {
    copy(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  const buttonText = state === 'copied' ? 'Скопировано' : 'Копировать';
  return (
    <div className={styles.row} data-copy-state={state}>
      <span id={labelId} className={styles.rowLabel}>
        {label}
      </span>
      <div className={styles.urlLine}>
        <code className={styles.url} aria-labelledby={labelId}>
          {url}
        </code>
        {/* The visible word leads the name (label in name), the row's label tells the three apart. */}
        <Button variant="secondary" size="sm" className={styles.copyButton} onPress={onCopy} aria-label={`${buttonText}: ${label}`}>
          {buttonText}
        </Button>
      </div>
      <span className={styles.rowLabel} role="status">
        {state === 'copied' && 'Ссылка скопирована'}
        {state === 'failed' && 'Не удалось скопировать: выделите ссылку и скопируйте её вручную'}
      </span>
    </div>
  );
}
