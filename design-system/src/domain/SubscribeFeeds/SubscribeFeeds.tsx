import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { SubscribeFeedsDialog, type SubscribeFeedsDialogProps } from './SubscribeFeedsDialog';

export type SubscribeFeedsProps = Omit<SubscribeFeedsDialogProps, 'isOpen' | 'onOpenChange'>;

/**
 * The «Подписаться» button with its dialog. A page that counts its first-load bytes renders the
 * button itself and loads SubscribeFeedsDialog on the first press (the events list does).
 */
export function SubscribeFeeds(props: SubscribeFeedsProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Подписаться
      </Button>
      <SubscribeFeedsDialog {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
