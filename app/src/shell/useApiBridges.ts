import { useEffect } from 'react';
import { showToast } from '@city/design-system';
import { setFailureToaster } from '../api/failurePolicy';
import { setAuthErrorHandler, setNotifier } from '../api/request';
import { useAuthErrorHandler } from '../features/auth';

/** Connects the request wrapper (no React inside) to the toasts and the session (docs/accounts.md#sessions). */
export function useApiBridges(): void {
  const handleAuthError = useAuthErrorHandler();
  useEffect(() => {
    setNotifier(({ tone, title }) => void showToast({ tone, title }));
    // The actions' own failures (failurePolicy's announceFailure) use the same red toast.
    setFailureToaster((title) => void showToast({ tone: 'error', title }));
    return () => {
      setNotifier(null);
      setFailureToaster(null);
    };
  }, []);
  useEffect(() => {
    setAuthErrorHandler(handleAuthError);
    return () => setAuthErrorHandler(null);
  }, [handleAuthError]);
}
