import { useNavigate } from 'react-router-dom';
import { Button, Link, LinkButton, Stack, StatusScreen, Text } from '@city/design-system';
import { notFoundMessages } from '../../i18n/messages';
import { usePageTitle } from '../../lib/usePageTitle';

/** docs/accounts.md#site-frame: every unknown path. */
export function NotFoundPage() {
  usePageTitle(notFoundMessages.pageTitle);
  const navigate = useNavigate();
  return (
    <StatusScreen
      tone="info"
      code="404"
      title={notFoundMessages.title}
      description={
        <Stack gap="md" align="center">
          <Text tone="muted" align="center">
            {notFoundMessages.description}
          </Text>
          <Stack as="nav" direction="row" gap="lg" justify="center" wrap aria-label={notFoundMessages.linksLabel}>
            <Link variant="standalone" href="/events">
              {notFoundMessages.events}
            </Link>
            <Link variant="standalone" href="/about">
              {notFoundMessages.about}
            </Link>
            <Link variant="standalone" href="/register">
              {notFoundMessages.register}
            </Link>
          </Stack>
        </Stack>
      }
      actions={
        <>
          <LinkButton href="/">{notFoundMessages.home}</LinkButton>
          <Button variant="secondary" onPress={() => navigate(-1)}>
            {notFoundMessages.back}
          </Button>
        </>
      }
    />
  );
}
