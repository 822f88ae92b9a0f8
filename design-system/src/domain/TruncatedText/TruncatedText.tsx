import { COMPLAINT_TEXT_PREVIEW } from '@city/contracts';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { truncateText } from './truncateText';
import * as styles from './TruncatedText.css';

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before the '…'; complaint text is cut at 100 (docs/back-office.md#event-complaints). */
  maxLength?: number;
}

/**
 * A long text cut with '…'. A screen reader reads the whole text in place; the button next to
 * the cut opens it in a popover for everyone else (Escape or a click outside closes it).
 */
export function TruncatedText({ text, maxLength = COMPLAINT_TEXT_PREVIEW }: TruncatedTextProps) {
  const { preview, isTruncated } = truncateText(text, maxLength);
  if (!isTruncated) return <span className={styles.text}>{text}</span>;
  return (
    <span className={styles.text}>
      <span aria-hidden="true">{preview}</span>
      <span className={visuallyHidden}>{text}</span>
      <DialogTrigger>
        <Button className={styles.more}>Показать полностью</Button>
        <Popover placement="bottom start" offset={4} className={styles.popover}>
          <Dialog aria-label="Полный текст" className={styles.fullText}>
            {text}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </span>
  );
}
