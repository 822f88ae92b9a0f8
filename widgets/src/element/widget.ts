/**
 * widget.js, the script partners include: registers `<city-events-feed>` with the platform's
 * origin taken from this script's own address, so the feed is fetched from where the script came.
 * A page that includes the script twice keeps the first definition. A browser without constructed
 * stylesheets gets no element at all, so the partner's fallback link inside it stays visible.
 */
import { CityEventsFeed } from './CityEventsFeed';

try {
  const script = document.currentScript;
  CityEventsFeed.defaultOrigin = script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : location.origin;
  const supported = 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;
  if (supported && !customElements.get('city-events-feed')) customElements.define('city-events-feed', CityEventsFeed);
} catch {
  // Never break the partner's page.
}
