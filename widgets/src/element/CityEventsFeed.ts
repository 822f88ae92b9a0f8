import { ELEMENT_CSS } from './elementStyles';
import { feedCategoryOf, feedFreeOf, feedLimitOf, type FeedQuery } from './feedQuery';
import { browserTransport, fetchFeedFragment, platformUrl, type FeedTransport } from './fetchFeedFragment';
import { constructedSheet, feedStyleSheet } from './feedStyleSheet';

export type FeedRenderState = 'loading' | 'feed' | 'empty' | 'error';
export interface FeedRenderDetail {
  state: FeedRenderState;
}

/** Attributes that change which events are shown: each change refetches. */
const FILTER_ATTRIBUTES = ['category', 'search', 'date', 'free', 'limit', 'partner', 'origin'];
const REGION_LABEL = 'События города';
const TITLE_ID = 'cef-title';

let elementSheet: CSSStyleSheet | null = null;

/**
 * `<city-events-feed>`: the city's events on a partner's page. The cards come rendered from the
 * platform (GET /api/public/feed) into an open shadow root styled by GET /api/public/feed.css;
 * the element only picks the query, reserves the room, and shows the skeleton or the error.
 * Nothing here may throw into the partner's page or write to its console, so every entry point
 * the browser calls is guarded.
 */
export class CityEventsFeed extends HTMLElement {
  /** Where the platform is when the `origin` attribute is absent: widget.ts sets the script's origin. */
  static defaultOrigin = '';

  static get observedAttributes(): string[] {
    return [...FILTER_ATTRIBUTES, 'title'];
  }

  private root: ShadowRoot | null = null;
  private region: HTMLElement | null = null;
  private body: HTMLElement | null = null;
  private request: AbortController | null = null;
  private reloadQueued = false;
  private feedTransport: FeedTransport = browserTransport;

  constructor() {
    super();
    try {
      this.root = this.attachShadow({ mode: 'open' });
    } catch {
      // A declarative shadow root (the /embed/feed page) already shows the feed.
    }
  }

  /** Serves the element's requests: `fetch` by default, a story's or a test's server otherwise. */
  get transport(): FeedTransport {
    return this.feedTransport;
  }
  set transport(transport: FeedTransport) {
    this.feedTransport = transport;
    this.queueReload();
  }

  connectedCallback(): void {
    try {
      if (!this.root) return;
      elementSheet ??= constructedSheet(ELEMENT_CSS);
      this.root.adoptedStyleSheets = [elementSheet];
      this.region = document.createElement('section');
      this.region.className = 'cef-region';
      this.body = document.createElement('div');
      this.region.append(this.body);
      this.root.replaceChildren(this.region);
      this.renderTitle();
      this.queueReload();
    } catch {
      // Never break the partner's page.
    }
  }

  disconnectedCallback(): void {
    this.request?.abort();
    this.request = null;
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return;
    try {
      if (name === 'title') this.renderTitle();
      else this.queueReload();
    } catch {
      // Never break the partner's page.
    }
  }

  /** Several attributes set in one go (a framework re-rendering the element) make one request. */
  private queueReload(): void {
    if (this.reloadQueued || !this.region) return;
    this.reloadQueued = true;
    queueMicrotask(() => {
      this.reloadQueued = false;
      if (this.isConnected) void this.load();
    });
  }

  private get origin(): string {
    return this.getAttribute('origin') || CityEventsFeed.defaultOrigin || location.origin;
  }

  private get query(): FeedQuery {
    return {
      category: feedCategoryOf(this.getAttribute('category')),
      search: this.getAttribute('search'),
      date: this.getAttribute('date'),
      free: feedFreeOf(this.getAttribute('free')),
      limit: feedLimitOf(this.getAttribute('limit')),
      partner: this.getAttribute('partner'),
    };
  }

  private async load(): Promise<void> {
    this.request?.abort();
    const request = new AbortController();
    this.request = request;
    const { origin, query, feedTransport: transport } = this;
    try {
      this.renderSkeleton(query.limit ?? 1);
      const [fragment, sheet] = await Promise.all([
        fetchFeedFragment(origin, query, { signal: request.signal, transport }),
        feedStyleSheet(origin, transport),
      ]);
      if (request.signal.aborted || !this.root || !this.body) return;
      if (elementSheet) this.root.adoptedStyleSheets = sheet ? [elementSheet, sheet] : [elementSheet];
      this.body.innerHTML = fragment.html;
      this.region?.removeAttribute('aria-busy');
      this.rendered(fragment.count > 0 ? 'feed' : 'empty');
    } catch {
      if (request.signal.aborted) return;
      try {
        this.renderError(origin);
      } catch {
        // Never break the partner's page.
      }
    }
  }

  private renderTitle(): void {
    const region = this.region;
    if (!region) return;
    const title = (this.getAttribute('title') ?? '').trim();
    region.querySelector('.cef-title')?.remove();
    if (title) {
      const heading = document.createElement('h2');
      heading.className = 'cef-title';
      heading.id = TITLE_ID;
      heading.textContent = title;
      region.prepend(heading);
      region.removeAttribute('aria-label');
      region.setAttribute('aria-labelledby', TITLE_ID);
    } else {
      region.removeAttribute('aria-labelledby');
      region.setAttribute('aria-label', REGION_LABEL);
    }
  }

  /** `limit` placeholders in the cards' grid and heights; the region is busy until they are replaced. */
  private renderSkeleton(limit: number): void {
    if (!this.body || !this.region) return;
    this.region.setAttribute('aria-busy', 'true');
    this.body.innerHTML =
      '<div class="cef-skeleton"><span class="cef-hidden">Загружаем события…</span>' +
      '<div class="cef-placeholder" aria-hidden="true"></div>'.repeat(limit) +
      '</div>';
    this.rendered('loading');
  }

  /** A quiet message and the way to the events on the platform, never a broken box. */
  private renderError(origin: string): void {
    if (!this.body || !this.region) return;
    this.region.removeAttribute('aria-busy');
    const message = document.createElement('p');
    message.className = 'cef-error';
    const link = document.createElement('a');
    link.href = platformUrl(origin, '/events');
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = 'Открыть афишу';
    message.append('Не удалось загрузить события. ', link);
    this.body.replaceChildren(message);
    this.rendered('error');
  }

  private rendered(state: FeedRenderState): void {
    this.dispatchEvent(new CustomEvent<FeedRenderDetail>('cef-render', { bubbles: true, detail: { state } }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'city-events-feed': CityEventsFeed;
  }
}
