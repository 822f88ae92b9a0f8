import { lazy, Suspense, useState } from 'react';
import { Button } from '@city/design-system';
import { subscribeFeedsMessages } from '../../../i18n/messages';

/** The dialog's code (the dialog, its overlay and copy rows) is fetched on the first press, or on hover or focus just before it. */
const loadPanel = () => import('./SubscribeFeedsPanel');
const SubscribeFeedsPanel = lazy(loadPanel);

/**
 * docs/partner-feed.md#subscribing-to-a-search: «Подписаться» on /events. Only the button is on
 * the list's first load; the events list's first-load budget (docs/operations.md#budgets) does not
 * pay for a dialog most visitors never open.
 */
export function SubscribeFeedsButton() {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const preload = () => void loadPanel();
  return (
    <>
      <Button
        variant="secondary"
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        {subscribeFeedsMessages.button}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <SubscribeFeedsPanel isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
