import { Spinner } from '@city/design-system';
import { centred } from './layout.css';

/** What a guard shows while the session is being checked. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className={centred}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
