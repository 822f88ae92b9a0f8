import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { canPerformActions } from '@city/contracts';
import { LinkButton, SiteFooter, SiteHeader, SiteLayout, ThemeToggle, UserMenu } from '@city/design-system';
import { useLogout, useSession } from '../../features/auth';
import { useThemeMode } from '../../features/theme';
import { layoutMessages } from '../../i18n/messages';
import { AccountStatusNotice } from './AccountStatusNotice';
import { FeedbackPlaceholderDialog } from './FeedbackPlaceholderDialog';
import { content } from './layout.css';

/**
 * participant-side §2: header (logo, Create on /events, theme, user menu), content, footer.
 * Create is left out for suspended and blocked accounts, which may not create events (§4).
 */
export function MainLayout() {
  const { user, isLoading } = useSession();
  const logout = useLogout();
  const theme = useThemeMode();
  const { pathname } = useLocation();
  const [isFeedbackOpen, setFeedbackOpen] = useState(false);

  const actions = !user ? (
    !isLoading && (
      <LinkButton href="/login" variant="secondary" size="sm">
        {layoutMessages.login}
      </LinkButton>
    )
  ) : pathname === '/events' && canPerformActions(user.status) ? (
    <LinkButton href="/create-event" size="sm">
      {layoutMessages.createEvent}
    </LinkButton>
  ) : null;

  return (
    <SiteLayout
      header={
        <SiteHeader
          actions={actions}
          themeToggle={<ThemeToggle mode={theme.mode} onToggle={theme.toggle} />}
          userMenu={user && <UserMenu user={user} onFeedback={() => setFeedbackOpen(true)} onLogout={logout} />}
        />
      }
      footer={<SiteFooter />}
    >
      <div className={content}>
        {user && <AccountStatusNotice status={user.status} />}
        <Outlet />
      </div>
      <FeedbackPlaceholderDialog isOpen={isFeedbackOpen} onOpenChange={setFeedbackOpen} />
    </SiteLayout>
  );
}
