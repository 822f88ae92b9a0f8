import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../shared/icons';
import * as styles from './Dialog.css';
import { useDialogsInPlace } from './DialogsInPlace';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  actions?: ReactNode;
  /**
   * When true (default) the dialog closes on Escape, on a click outside and with its 'Закрыть'
   * button. When false the user must answer with one of the actions.
   */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** Modal dialog: focus is trapped inside and returns to the trigger on close. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
}: DialogProps) {
  const inPlace = useDialogsInPlace();
  const dialog = (
    <AriaDialog role={role} className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" level={2} className={styles.title}>
          {title}
        </Heading>
        {isDismissable && (
          <Button slot="close" variant="ghost" aria-label="Закрыть" className={styles.closeButton}>
            <CloseIcon />
          </Button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </AriaDialog>
  );
  // A gallery of states (DialogsInPlace): the modal's frame where it stands, nothing over the page.
  if (inPlace) return isOpen ? <div className={styles.modal}>{dialog}</div> : null;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>{dialog}</Modal>
    </ModalOverlay>
  );
}
