import { Alert, Heading, LinkButton, Stack, Text } from '@city/design-system';
import { landingMessages, placeholderMessages, SITE_NAME } from '../../i18n/messages';
import { usePageTitle } from '../../lib/usePageTitle';

/** participant-side §1–§2: the landing page comes later; for now it leads to the events and sign-up. */
export function LandingPage() {
  usePageTitle(null);
  return (
    <Stack gap="xl" align="start">
      <Stack gap="sm">
        <Heading level={1}>{SITE_NAME}</Heading>
        <Text size="lg" tone="muted">
          {landingMessages.lead}
        </Text>
      </Stack>
      <Stack direction="row" gap="md" wrap>
        <LinkButton href="/register">{landingMessages.start}</LinkButton>
        <LinkButton href="/events" variant="secondary">
          {landingMessages.findEvents}
        </LinkButton>
      </Stack>
      <Alert tone="info" title={placeholderMessages.underConstruction}>
        {placeholderMessages.note}
      </Alert>
    </Stack>
  );
}
