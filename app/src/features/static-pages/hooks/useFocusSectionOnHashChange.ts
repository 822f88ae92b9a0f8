import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * a11y: after a jump to '#features' the router scrolls the section into view, but keyboard focus
 * would stay on the link; moving it to the section's heading makes the next Tab continue there
 * and has the heading read out. Keyed by the navigation, so a second jump to the same section
 * works too. The first render is left to the navigation focus of the shell.
 */
export function useFocusSectionOnHashChange(): void {
  const { hash, key } = useLocation();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    if (!hash) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)))?.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [hash, key]);
}
