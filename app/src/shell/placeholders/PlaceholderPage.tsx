import { useLocation } from 'react-router-dom';
import { Alert, Heading, LinkButton, Stack } from '@city/design-system';
import { placeholderMessages } from '../../i18n/messages';
import { usePageTitle } from '../../lib/usePageTitle';

/** A page of a later issue: its title and a visible note that it is being built. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Alert tone="info" title={placeholderMessages.underConstruction}>
        {placeholderMessages.note}
      </Alert>
      <Stack direction="row" gap="md" wrap>
        {pathname !== '/events' && (
          <LinkButton href="/events" variant="secondary">
            {placeholderMessages.toEvents}
          </LinkButton>
        )}
        <LinkButton href="/" variant="ghost">
          {placeholderMessages.home}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
