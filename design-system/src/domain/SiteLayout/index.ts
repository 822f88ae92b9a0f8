export { SiteLayout, MAIN_CONTENT_ID, type SiteLayoutProps } from './SiteLayout';
