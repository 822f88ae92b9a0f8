import { useEffect, useRef } from 'react';
import { focusPageHeading } from './focusPageHeading';

/**
 * a11y: when a page swaps its whole content in place (loading → success), focus follows to the
 * new h1 like it does on navigation. The first render is left to the navigation focus.
 */
export function useFocusHeadingOnChange(value: string): void {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    return focusPageHeading();
  }, [value]);
}
