/** The auth feature: what the app shell composes. */
export { authPages } from './pages';
export { preloadSession, sessionKnown, useSession, type Session } from './hooks/useSession';
export { useLogout } from './hooks/useLogout';
export { useAuthErrorHandler } from './hooks/useAuthErrorHandler';
export { useIsSessionEnding } from './hooks/sessionEnd';
export { returnPath, returnState } from './routing';
