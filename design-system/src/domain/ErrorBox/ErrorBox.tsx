import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

export interface ErrorBoxProps {
  /** The reason, shown after 'Ошибка: ' unless it starts with «Ошибка» itself, e.g. 'Ошибка при загрузке пользователей' (docs/back-office.md#answers-and-errors). */
  message: string;
  /** Shows a retry button that calls this. */
  onRetry?(): void;
  retryLabel?: string;
}

/**
 * Most reasons already start with «Ошибка» («Ошибка при загрузке пользователей»): the box says
 * «Ошибка» once, not «Ошибка: Ошибка при …» (docs/back-office.md#answers-and-errors).
 */
const withErrorPrefix = (message: string): string => (/^ошибка/i.test(message.trim()) ? message : `Ошибка: ${message}`);

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
      {withErrorPrefix(message)}
    </Alert>
  );
}
