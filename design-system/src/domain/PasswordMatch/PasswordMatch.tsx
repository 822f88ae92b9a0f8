import { PASSWORD_MESSAGES } from '@city/contracts';
import { CheckIcon, CloseIcon } from '../../primitives/shared';
import * as styles from './PasswordMatch.css';

export interface PasswordMatchProps {
  password: string;
  confirmation: string;
}

/** docs/accounts.md#password-rules: the match indicator under the password confirmation. */
export function PasswordMatch({ password, confirmation }: PasswordMatchProps) {
  const isEmpty = confirmation.length === 0;
  const isMatch = password === confirmation;
  // The live region stays mounted (and in the accessibility tree) while empty, so the first
  // verdict is announced; empty, it takes no space.
  return (
    <p className={styles.root} aria-live="polite" data-match={isEmpty ? undefined : String(isMatch)}>
      {!isEmpty && (
        <>
          {isMatch ? <CheckIcon className={styles.icon} /> : <CloseIcon className={styles.icon} />}
          <span>{isMatch ? 'Пароли совпадают' : PASSWORD_MESSAGES.mismatch}</span>
        </>
      )}
    </p>
  );
}
