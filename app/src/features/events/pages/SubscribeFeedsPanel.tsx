import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, searchFeedLinks } from '@city/contracts';
import { SubscribeFeedsDialog } from '@city/design-system';

/**
 * The subscription dialog for the search in the page's address (docs/events.md#filters-in-the-address),
 * read when it opens, so it always names the filters on screen. The app is served from PUBLIC_URL,
 * so the page's origin is the feeds' origin too.
 */
export default function SubscribeFeedsPanel({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange(open: boolean): void }) {
  const [searchParams] = useSearchParams();
  const links = searchFeedLinks(window.location.origin, filtersFromSearchParams(searchParams));
  return <SubscribeFeedsDialog isOpen={isOpen} onOpenChange={onOpenChange} links={links} />;
}
