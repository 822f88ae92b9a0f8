export { EmailLink, type EmailLinkProps } from './EmailLink';
