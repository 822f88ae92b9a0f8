export { EventClaimsPage } from './pages/EventClaimsPage';
export { UserClaimsPage } from './pages/UserClaimsPage';
