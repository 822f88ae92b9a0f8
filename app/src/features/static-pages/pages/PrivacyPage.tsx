import { StaticPage } from '@city/design-system';
import { LAST_UPDATED_LABEL, privacyCopy } from '../../../i18n/staticPages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { relatedLinks } from '../relatedLinks';
import { StaticSections } from './StaticSections';

/** docs/accounts.md#site-frame: the privacy policy. */
export function PrivacyPage() {
  usePageTitle(privacyCopy.title);
  return (
    <StaticPage
      title={privacyCopy.title}
      updated={{ label: LAST_UPDATED_LABEL, ...privacyCopy.updated }}
      lead={privacyCopy.lead}
      related={relatedLinks('/privacy')}
    >
      <StaticSections sections={privacyCopy.sections} />
    </StaticPage>
  );
}
