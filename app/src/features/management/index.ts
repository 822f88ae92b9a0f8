/**
 * The back office (management-side): what the app shell composes. Only the lazy route is
 * exported, so nothing else of the feature reaches the main bundle.
 */
export { managementRoute } from './layout/managementRoute';
