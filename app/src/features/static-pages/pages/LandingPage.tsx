import {
  AnchorNav,
  CityNote,
  FeatureGrid,
  Hero,
  IdeaThemes,
  LinkButton,
  Link,
  Section,
  Stack,
  StepList,
  Text,
} from '@city/design-system';
import { landingCopy } from '../../../i18n/staticPages';
import { CITY } from '../../../cityOfPage';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useFocusSectionOnHashChange } from '../hooks/useFocusSectionOnHashChange';
import { DeferredUpcomingEvents } from '../upcoming/DeferredUpcomingEvents';

const { anchors, features, howItWorks, ideas, about } = landingCopy;

/** docs/accounts.md#site-frame: the landing page, its sections reachable by #features, #how-it-works, #about. */
export function LandingPage() {
  usePageTitle(null);
  useFocusSectionOnHashChange();
  return (
    <Stack gap="xxxl">
      <Hero
        title={landingCopy.title}
        lead={landingCopy.lead}
        actions={
          <>
            <LinkButton href="/register">{landingCopy.start}</LinkButton>
            <LinkButton href="/events" variant="secondary">
              {landingCopy.findEvents}
            </LinkButton>
          </>
        }
      >
        <AnchorNav
          label={landingCopy.anchorsLabel}
          links={[
            { href: '#features', label: anchors.features },
            { href: '#how-it-works', label: anchors.howItWorks },
            { href: '#about', label: anchors.about },
          ]}
        />
      </Hero>

      <Section id="features" heading={features.heading} lead={features.lead}>
        <FeatureGrid features={features.items} />
      </Section>

      <Section id="how-it-works" heading={howItWorks.heading} lead={howItWorks.lead}>
        <StepList steps={howItWorks.steps} />
      </Section>

      <Section id="ideas" heading={ideas.heading} lead={ideas.lead}>
        <IdeaThemes themes={ideas.themes} priceNote={ideas.priceNote} />
      </Section>

      <Section id="about" heading={about.heading}>
        {about.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <CityNote title={about.cityTitle}>{about.cityNote(CITY.name)}</CityNote>
        <Stack direction="row" gap="lg" align="center" wrap>
          <LinkButton href="/events">{landingCopy.startNow}</LinkButton>
          <Link href="/about" variant="standalone">
            {about.more}
          </Link>
        </Stack>
      </Section>

      <DeferredUpcomingEvents />
    </Stack>
  );
}
