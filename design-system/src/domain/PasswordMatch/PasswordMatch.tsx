import { PASSWORD_MESSAGES } from '@city/contracts';
import * as styles from './PasswordMatch.css';

export interface PasswordMatchProps {
  password: string;
  confirmation: string;
}

/** participant-side §2: the match indicator under the password confirmation. */
export function PasswordMatch({ password, confirmation }: PasswordMatchProps) {
  const isEmpty = confirmation.length === 0;
  const isMatch = password === confirmation;
  // The live region stays mounted (and in the accessibility tree) while empty, so the first
  // verdict is announced; empty, it takes no space.
  return (
    <p className={styles.root} aria-live="polite" data-match={isEmpty ? undefined : String(isMatch)}>
      {!isEmpty && (
        <>
          <MatchIcon isMatch={isMatch} />
          <span>{isMatch ? 'Пароли совпадают' : PASSWORD_MESSAGES.mismatch}</span>
        </>
      )}
    </p>
  );
}

function MatchIcon({ isMatch }: { isMatch: boolean }) {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={isMatch ? 'M3 8.5l3 3 7-7' : 'M4 4l8 8M12 4l-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
