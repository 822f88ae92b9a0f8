import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_PREFIX = 'city:events-list-scroll:';

function readSaved(key: string): number {
  try {
    return Number(window.sessionStorage.getItem(key)) || 0;
  } catch {
    // Storage refused (private mode, a full quota): the list simply opens at the top.
    return 0;
  }
}

function save(key: string, top: number): void {
  try {
    window.sessionStorage.setItem(key, String(top));
  } catch {
    // As above: losing the position is better than failing the page.
  }
}

/**
 * docs/events.md#filters-in-the-address: Back from an event returns to the same place in the
 * list. The router's own restoration runs before the cards are drawn (they come in steps), so
 * the list keeps its position per history entry and scrolls there once `isReady` (every loaded
 * card drawn). Positions are recorded only after that, so the short page of the first render
 * cannot overwrite the one saved.
 */
export function useListScrollRestoration(isReady: boolean): void {
  const { key: entry, pathname } = useLocation();
  const storageKey = STORAGE_PREFIX + entry;
  const isRestored = useRef(false);

  useEffect(() => {
    if (!isReady || isRestored.current) return;
    isRestored.current = true;
    const top = readSaved(storageKey);
    if (top > 0) window.scrollTo({ top, behavior: 'auto' });
  }, [isReady, storageKey]);

  // A layout effect, so the listener is gone before the next page's own scrolling to the top.
  useLayoutEffect(() => {
    let frame = 0;
    const record = () => {
      if (!isRestored.current || frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (window.location.pathname === pathname) save(storageKey, Math.round(window.scrollY));
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.cancelAnimationFrame(frame);
    };
  }, [storageKey, pathname]);
}
