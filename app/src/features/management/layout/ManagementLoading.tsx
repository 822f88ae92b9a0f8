import { Spinner } from '@city/design-system';
import { loadingPage } from './frame.css';

/**
 * While the back office's own script loads (a chunk of its own, see ManagementApp). It imports
 * no back-office texts on purpose: whatever this file imports is in every participant's bundle.
 */
export function ManagementLoading() {
  return (
    <div className={loadingPage}>
      <Spinner size="lg" />
    </div>
  );
}
