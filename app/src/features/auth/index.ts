/** The auth feature: what the app shell composes. */
export * from './pages';
export { useSession, SESSION_KEY, type Session } from './hooks/useSession';
export { useLogout } from './hooks/useLogout';
export { useAuthErrorHandler } from './hooks/useAuthErrorHandler';
export { useIsSessionEnding } from './hooks/sessionEnd';
export { returnPath, returnState } from './routing';
