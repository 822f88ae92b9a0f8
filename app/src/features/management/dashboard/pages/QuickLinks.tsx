import type { Role } from '@city/contracts';
import { Heading, LinkButton, Stack } from '@city/design-system';
import { dashboardMessages as messages } from '../../../../i18n/managementShell';
import { quickLinks } from '../mappers/dashboardCards';

/** docs/back-office.md#access: the dashboard's links to the sections (Users for an admin only). */
export function QuickLinks({ role }: { role: Role }) {
  return (
    <Stack as="section" gap="md" aria-label={messages.quickLinksTitle}>
      <Heading level={2}>{messages.quickLinksTitle}</Heading>
      <Stack direction="row" gap="sm" wrap>
        {quickLinks(role).map((section) => (
          <LinkButton key={section.id} href={section.href} variant="secondary">
            {section.label}
          </LinkButton>
        ))}
      </Stack>
    </Stack>
  );
}
