import { useRef, useState } from 'react';

export interface SendOnce {
  isSending: boolean;
  /** Runs `send` unless a send is already on its way; a rejection is handed to `onFailure`. */
  sendOnce(send: () => Promise<void>, handlers?: { onFailure?(): void; onSettled?(): void }): Promise<void>;
  /** A dialog may not close while its request is on its way: the answer decides what follows. */
  mayClose(open: boolean): boolean;
}

/**
 * A dialog's one request at a time. The flag is a ref, not state: two presses in the same tick
 * must still send once, and a state update would arrive a render too late.
 */
export function useSendOnce(): SendOnce {
  const [isSending, setSending] = useState(false);
  const sendingRef = useRef(false);
  return {
    isSending,
    async sendOnce(send, { onFailure, onSettled } = {}) {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      try {
        await send();
      } catch {
        onFailure?.();
      } finally {
        sendingRef.current = false;
        setSending(false);
        onSettled?.();
      }
    },
    mayClose: (open) => open || !sendingRef.current,
  };
}
