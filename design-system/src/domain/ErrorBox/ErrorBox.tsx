import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

export interface ErrorBoxProps {
  /** The reason after 'Ошибка: ', e.g. 'Ошибка при загрузке пользователей' (docs/back-office.md#answers-and-errors). */
  message: string;
  /** Shows a retry button that calls this. */
  onRetry?(): void;
  retryLabel?: string;
}

/** docs/back-office.md#answers-and-errors: the red box 'Ошибка: {message}' of the management screens, announced at once. */
export function ErrorBox({ message, onRetry, retryLabel = 'Повторить' }: ErrorBoxProps) {
  return (
    <Alert
      tone="error"
      actions={
        onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {retryLabel}
          </Button>
        )
      }
    >
      Ошибка: {message}
    </Alert>
  );
}
