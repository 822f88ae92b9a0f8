import type { RelatedLinks } from '@city/design-system';
import { staticPageLabels } from '../../i18n/staticPages';

export type StaticPagePath = '/terms' | '/privacy' | '/about' | '/contacts';

const STATIC_PAGES: ReadonlyArray<{ href: StaticPagePath; label: string }> = [
  { href: '/terms', label: staticPageLabels.terms },
  { href: '/privacy', label: staticPageLabels.privacy },
  { href: '/about', label: staticPageLabels.about },
  { href: '/contacts', label: staticPageLabels.contacts },
];

/** docs/accounts.md#site-frame: each static page links to the others, to the landing and to the events. */
export function relatedLinks(current: StaticPagePath): RelatedLinks {
  return {
    title: staticPageLabels.related,
    links: [
      ...STATIC_PAGES.filter((page) => page.href !== current),
      { href: '/', label: staticPageLabels.home },
      { href: '/events', label: staticPageLabels.events },
    ],
  };
}
