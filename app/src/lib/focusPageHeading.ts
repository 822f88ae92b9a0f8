/**
 * a11y: after client-side navigation a screen reader would stay where the old page was; moving
 * focus to the new page's h1 announces it. The heading may appear a little later (a guard's
 * spinner, a lazy state), so this waits for it for a short while.
 */
const WAIT_FOR_HEADING_MS = 3000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

const findHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focuses the page's h1 now or once it appears; returns a cancel function. */
export function focusPageHeading(): () => void {
  const heading = findHeading();
  if (heading) {
    focusHeading(heading);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const appeared = findHeading();
    if (!appeared) return;
    stop();
    focusHeading(appeared);
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
