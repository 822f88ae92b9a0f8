import { useNavigate } from 'react-router-dom';
import { Button, LinkButton, StatusScreen } from '@city/design-system';
import { managementNotFoundMessages as messages } from '../../../i18n/managementShell';
import { usePageTitle } from '../../../lib/usePageTitle';
import { sectionById } from './sections';

/** docs/back-office.md#layout: the 404 page for a path of no section, inside the admin layout. */
export function ManagementNotFound() {
  usePageTitle(messages.pageTitle);
  const navigate = useNavigate();
  return (
    <StatusScreen
      tone="info"
      code="404"
      title={messages.title}
      description={messages.description}
      actions={
        <>
          <LinkButton href={sectionById('dashboard').href}>{messages.toDashboard}</LinkButton>
          <LinkButton href="/" variant="secondary">
            {messages.home}
          </LinkButton>
          <Button variant="ghost" onPress={() => navigate(-1)}>
            {messages.back}
          </Button>
        </>
      }
    />
  );
}
