import { useEffect } from 'react';
import { showToast } from '@city/design-system';
import { setAuthErrorHandler, setNotifier } from '../api/request';
import { useAuthErrorHandler } from '../features/auth';

/** Connects the request wrapper (no React inside) to the toasts and the session (participant-side §8). */
export function useApiBridges(): void {
  const handleAuthError = useAuthErrorHandler();
  useEffect(() => {
    setNotifier(({ tone, title }) => void showToast({ tone, title }));
    return () => setNotifier(null);
  }, []);
  useEffect(() => {
    setAuthErrorHandler(handleAuthError);
    return () => setAuthErrorHandler(null);
  }, [handleAuthError]);
}
