import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { SubscribeFeedsDialog, type SubscribeFeedsDialogProps } from './SubscribeFeedsDialog';

export interface SubscribeFeedsProps extends Omit<SubscribeFeedsDialogProps, 'isOpen' | 'onOpenChange'> {
  /** Open on first render, so a review frame shows the dialog without a press. */
  defaultOpen?: boolean;
}

/**
 * The «Подписаться» button with its dialog. A page that counts its first-load bytes renders the
 * button itself and loads SubscribeFeedsDialog on the first press (the events list does).
 */
export function SubscribeFeeds({ defaultOpen = false, ...props }: SubscribeFeedsProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Подписаться
      </Button>
      <SubscribeFeedsDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
