import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../shared/icons';
import * as styles from './Dialog.css';

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
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
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
      </Modal>
    </ModalOverlay>
  );
}
