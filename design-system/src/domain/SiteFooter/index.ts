export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export { copyrightNotice, copyrightYears, COPYRIGHT_START_YEAR } from './copyright';
