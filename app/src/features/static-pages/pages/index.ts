export { AboutPage } from './AboutPage';
export { ContactsPage } from './ContactsPage';
export { LandingPage } from './LandingPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
