import { ThemeToggle } from '@city/design-system';
import { useThemeMode } from '../../features/theme';

/** docs/accounts.md#site-frame: the light/dark switch on the stored theme, in the site's header and the admin layout. */
export function SiteThemeToggle() {
  const theme = useThemeMode();
  return <ThemeToggle mode={theme.mode} onToggle={theme.toggle} />;
}
