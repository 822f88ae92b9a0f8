import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeading } from '../lib/focusPageHeading';

/** a11y: after each client-side navigation, focus moves to the new page's h1. */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);
  useEffect(() => {
    // The first page keeps the browser's own focus start (and the skip link first in tab order).
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    return focusPageHeading();
  }, [pathname]);
}
