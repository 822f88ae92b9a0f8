export { SiteHeader, type SiteHeaderProps, type SiteSection } from './SiteHeader';
