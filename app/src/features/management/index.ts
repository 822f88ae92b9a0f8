/**
 * The back office (management-side): what the app shell composes. Only the lazy entry is
 * exported, so nothing else of the feature reaches the main bundle.
 */
export { ManagementApp } from './layout/ManagementApp';
