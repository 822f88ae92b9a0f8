import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

/** A yes/no question as an alertdialog; confirming closes it after calling onConfirm. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Отмена',
  tone = 'primary',
  isOpen,
  onOpenChange,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={
        <>
          {/* Focused first: a stray Enter must not confirm a destructive action. */}
          <Button variant="secondary" autoFocus onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            onPress={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
