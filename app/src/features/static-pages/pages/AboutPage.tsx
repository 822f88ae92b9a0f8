import { Alert, Section, StaticPage } from '@city/design-system';
import { aboutCopy } from '../../../i18n/staticPages';
import { usePageTitle } from '../../../lib/usePageTitle';
import { relatedLinks } from '../relatedLinks';
import { FeedbackPointer } from './FeedbackPointer';
import { StaticSections } from './StaticSections';

/** docs/accounts.md#site-frame: the beta warning, the idea, what participants and organizers get, feedback. */
export function AboutPage() {
  usePageTitle(aboutCopy.title);
  return (
    <StaticPage
      title={aboutCopy.title}
      lead={aboutCopy.lead}
      notice={
        <Alert tone="warning" title={aboutCopy.betaTitle}>
          {aboutCopy.beta}
        </Alert>
      }
      related={relatedLinks('/about')}
    >
      <StaticSections sections={aboutCopy.sections} />
      <Section id="feedback" heading={aboutCopy.feedbackHeading} lead={aboutCopy.feedbackLead}>
        <FeedbackPointer />
      </Section>
    </StaticPage>
  );
}
