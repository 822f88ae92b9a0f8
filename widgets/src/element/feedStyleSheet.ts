import { browserTransport, platformUrl, type FeedTransport } from './fetchFeedFragment';
import { FEED_CSS_PATH } from './feedQuery';

/**
 * The cards' CSS, fetched once per platform origin and shared by every feed on the page as a
 * constructed sheet: adopted sheets are not inline styles, so a partner CSP without style-src
 * for our origin still lets them apply.
 */
const sheetsByOrigin = new Map<string, Promise<CSSStyleSheet | null>>();

/** The sheet, or null when it cannot be had (the cards still render, unstyled but usable). */
export function feedStyleSheet(origin: string, transport: FeedTransport = browserTransport): Promise<CSSStyleSheet | null> {
  let sheet = sheetsByOrigin.get(origin);
  if (!sheet) {
    sheet = loadSheet(origin, transport);
    sheetsByOrigin.set(origin, sheet);
    // A failed download is tried again by the next feed instead of staying failed for the page's life.
    void sheet.then((loaded) => loaded ?? sheetsByOrigin.delete(origin));
  }
  return sheet;
}

async function loadSheet(origin: string, transport: FeedTransport): Promise<CSSStyleSheet | null> {
  try {
    const response = await transport(platformUrl(origin, FEED_CSS_PATH), { credentials: 'omit' });
    if (!response.ok) return null;
    return constructedSheet(await response.text());
  } catch {
    return null;
  }
}

export function constructedSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}
