import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { canPerformActions } from '@city/contracts';
import { LinkButton, SiteFooter, SiteHeader, SiteLayout } from '@city/design-system';
import { useLogout, useSession } from '../../features/auth';
import { FeedbackDialogContainer, useFeedbackDialogState } from '../../features/feedback';
import { layoutMessages, siteSections } from '../../i18n/messages';
import { FeedbackLauncherContext } from '../../lib/feedbackLauncher';
import { BlockedAccountGuard } from '../guards/BlockedAccountGuard';
import { AccountStatusNotice } from './AccountStatusNotice';
import { SiteThemeToggle } from './SiteThemeToggle';
import { useUserMenu } from './useUserMenu';
import { content } from './layout.css';

/** The own profile says why it is read-only inside its form: the layout's notice would repeat it. */
const PAGES_THAT_STATE_THE_STATUS = ['/profile'];

/**
 * docs/accounts.md#site-frame: header (logo, the signed-in person's sections, Create on /events, theme,
 * user menu), content, footer, and
 * the feedback modal the user menu and the pages (FeedbackLauncherContext) open.
 * Create is left out for suspended and blocked accounts, which may not create events (docs/accounts.md#statuses);
 * a blocked account is pinned to /profile by BlockedAccountGuard.
 */
export function MainLayout() {
  const { user, isLoading } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const feedback = useFeedbackDialogState(user?.id ?? null);
  const UserMenu = useUserMenu(user !== null);

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
    <FeedbackLauncherContext.Provider value={feedback.open}>
      <SiteLayout
        header={
          <SiteHeader
            actions={actions}
            sections={user ? siteSections : undefined}
            currentHref={pathname}
            themeToggle={<SiteThemeToggle />}
            userMenu={user && UserMenu && <UserMenu user={user} onFeedback={() => feedback.onOpenChange(true)} onLogout={logout} />}
          />
        }
        footer={<SiteFooter />}
      >
        <div className={content}>
          {user && !PAGES_THAT_STATE_THE_STATUS.includes(pathname) && <AccountStatusNotice status={user.status} />}
          <BlockedAccountGuard>
            <Outlet />
          </BlockedAccountGuard>
        </div>
        {user && feedback.hasOpened && (
          // Fetched on the first opening, then kept mounted so it closes as any dialog does.
          <Suspense fallback={null}>
            <FeedbackDialogContainer isOpen={feedback.isOpen} onOpenChange={feedback.onOpenChange} email={user.email} />
          </Suspense>
        )}
      </SiteLayout>
    </FeedbackLauncherContext.Provider>
  );
}
