import { FieldError, Text } from 'react-aria-components';
import * as styles from './field.css';

interface FieldMessagesProps {
  description?: string;
  /** Shown while the field is invalid; RAC ties both texts to the control by aria-describedby. */
  errorMessage?: string | null;
}

/** The hint and the error under a React Aria field's control. */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorMessage}>{errorMessage}</FieldError>
    </>
  );
}
