import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
  Text,
} from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon, ToneIcon } from '../shared/icons';
import * as styles from './Toast.css';
import { toastQueue, type ToastContent } from './toastQueue';

export interface ToastRegionProps {
  /** Top-right in the app layout; bottom-left is the request wrapper's default (docs/accounts.md#request-failures). */
  placement?: 'top-right' | 'bottom-left';
  /** The queue to show: the app's one; a story may pass its own (a gallery of every tone). */
  queue?: ToastQueue<ToastContent>;
}

/** Renders the visible toasts of the shared queue; mount once at the app root. */
export function ToastRegion({ placement = 'top-right', queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={`${styles.region} ${styles.placement[placement]}`}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`${styles.toast} ${styles.tone[toast.content.tone]}`}
          data-tone={toast.content.tone}
          // A unique name per toast lets the view transition animate each one separately.
          style={{ viewTransitionName: toast.key }}
        >
          <ToneIcon tone={toast.content.tone} className={`${styles.icon} ${styles.iconTone[toast.content.tone]}`} />
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <Button slot="close" variant="ghost" size="sm" aria-label="Закрыть уведомление" className={styles.closeButton}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
