/** What the check reads and what it forgives. */
export interface WordsCutOptions {
  /** Read the text inside the element's shadow root (a widget's feed); none there is a finding. */
  inShadowRoot?: boolean;
  /** A line may end after an address's «@» or a dot (an e-mail in a narrow column). */
  addressBreaks?: boolean;
  /** A line clamp that hides text counts as a cut (where clamping is not the design's own truncation). */
  lineClamp?: boolean;
}

/**
 * docs/partner-feed.md#styles: every word a reader sees only in part, as «word» and why. A word is
 * cut when it is split over two lines, when a box that clips (overflow) shows some of it but not
 * all, or when the browser's ellipsis (text-overflow, and line-clamp when asked) stands in for its
 * last letters; a whole word or a whole line out of sight is not cut. Text hidden for the eye (a
 * 1 px box for screen readers) is skipped. Self-contained, so a Playwright journey can hand it to
 * the page (`locator.evaluate(wordsCutIn, options)`) and a story can call it in the browser: the
 * partner-widget journey, the widget's stories and the design system's stories run this one check.
 */
export function wordsCutIn(root: Element, options: WordsCutOptions = {}): string[] {
  const cut: string[] = [];
  const scope = options.inShadowRoot ? root.shadowRoot : root;
  if (!scope) return ['no shadow root'];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent ?? '';
    if (!element || !text.trim() || !element.checkVisibility()) continue;
    const size = element.getBoundingClientRect();
    if (size.width <= 1 || size.height <= 1) continue;
    if (getComputedStyle(element).wordBreak === 'break-all') cut.push(`word-break: break-all in «${text}»`);
    let clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let box: Element | null = element; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth) cut.push(`ellipsis in «${text}»`);
      if (options.lineClamp && style.webkitLineClamp !== 'none' && box.scrollHeight > box.clientHeight) cut.push(`line-clamp in «${text}»`);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const rect = box.getBoundingClientRect();
      const left = rect.left + box.clientLeft;
      const top = rect.top + box.clientTop;
      clip = {
        left: Math.max(clip.left, left),
        top: Math.max(clip.top, top),
        right: Math.min(clip.right, left + box.clientWidth),
        bottom: Math.min(clip.bottom, top + box.clientHeight),
      };
    }
    for (const word of text.matchAll(/\S+/g)) {
      // With address breaks, each piece up to an «@» or a dot is a word of its own.
      const pieces = options.addressBreaks ? [...word[0].matchAll(/[^@.]+[@.]?|[@.]/g)] : [Object.assign([word[0]], { index: 0 })];
      for (const piece of pieces) {
        const start = word.index + (piece.index ?? 0);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + (piece[0] ?? '').length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) cut.push(`«${word[0]}» split over lines in «${text}»`);
        for (const rect of rects) {
          const width = Math.min(rect.right, clip.right) - Math.max(rect.left, clip.left);
          const height = Math.min(rect.bottom, clip.bottom) - Math.max(rect.top, clip.top);
          const whole =
            rect.left >= clip.left - 0.5 && rect.right <= clip.right + 0.5 && rect.top >= clip.top - 0.5 && rect.bottom <= clip.bottom + 0.5;
          if (width > 0.5 && height > 0.5 && !whole) cut.push(`«${word[0]}» clipped in «${text}»`);
        }
      }
    }
  }
  return cut;
}
