import { StaticPage } from '@city/design-system';
import { LAST_UPDATED_LABEL, termsCopy } from '../../../i18n/staticPages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { relatedLinks } from '../relatedLinks';
import { StaticSections } from './StaticSections';

/** docs/accounts.md#site-frame: the user agreement. */
export function TermsPage() {
  usePageTitle(termsCopy.title);
  return (
    <StaticPage
      title={termsCopy.title}
      updated={{ label: LAST_UPDATED_LABEL, ...termsCopy.updated }}
      lead={termsCopy.lead}
      related={relatedLinks('/terms')}
    >
      <StaticSections sections={termsCopy.sections} />
    </StaticPage>
  );
}
