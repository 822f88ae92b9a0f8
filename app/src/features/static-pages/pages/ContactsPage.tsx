import { CityNote, EmailLink, Section, StaticPage, Text } from '@city/design-system';
import { contactsCopy } from '../../../i18n/staticPages';
import { supportEmailOfPage } from '@city/contracts';
import { CITY, thisPageMeta } from '../../../cityOfPage';
import { usePageTitle } from '../../../lib/usePageTitle';
import { relatedLinks } from '../relatedLinks';
import { FeedbackPointer } from './FeedbackPointer';

/**
 * /contacts (the specs list the route, not its content). Decided: the feedback form is the main
 * channel, since it reaches the administrators with the account attached; an e-mail address
 * (the server's SUPPORT_EMAIL, named by the page: docs/operations.md#the-city-of-a-page) is for those who cannot sign in; complaints go through the event page; the
 * launch city is named.
 */
export function ContactsPage() {
  usePageTitle(contactsCopy.title);
  return (
    <StaticPage title={contactsCopy.title} lead={contactsCopy.lead} related={relatedLinks('/contacts')}>
      <Section id="feedback" heading={contactsCopy.feedbackHeading} lead={contactsCopy.feedbackLead}>
        <FeedbackPointer />
      </Section>
      <Section id="email" heading={contactsCopy.emailHeading}>
        <Text>
          {contactsCopy.emailBefore}
          <EmailLink address={supportEmailOfPage(thisPageMeta)} />
          {contactsCopy.emailAfter}
        </Text>
      </Section>
      <Section id="complaints" heading={contactsCopy.complaintsHeading}>
        <Text>{contactsCopy.complaints}</Text>
      </Section>
      <Section id="city" heading={contactsCopy.cityHeading}>
        <CityNote title={contactsCopy.cityTitle}>{contactsCopy.cityNote(CITY.name)}</CityNote>
      </Section>
    </StaticPage>
  );
}
