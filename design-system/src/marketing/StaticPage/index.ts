export { StaticPage, type PageUpdate, type RelatedLink, type RelatedLinks, type StaticPageProps } from './StaticPage';
