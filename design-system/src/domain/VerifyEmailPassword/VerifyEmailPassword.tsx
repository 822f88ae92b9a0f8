import { useState, type FormEvent } from 'react';
import { Stack } from '../../layout';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { AuthCard } from '../AuthCard';

export interface VerifyEmailPasswordProps {
  /** Why the password is asked for: the server's own words (its 403 `{error}`). */
  reason: string;
  /** The last attempt's failure (a wrong password), shown above the form. */
  error?: string | null;
  isSubmitting?: boolean;
  /** Retries the verification with the password typed; empty input never gets here. */
  onSubmit(password: string): void;
}

const REQUIRED = 'Введите пароль';

/**
 * docs/operations.md#mail (account pre-hijacking): the verification link was opened outside the browser that
 * registered, so the e-mail is verified only with the account's password. Someone who never chose
 * that password (the address was registered by another person) is pointed to password recovery.
 */
export function VerifyEmailPassword({ reason, error, isSubmitting = false, onSubmit }: VerifyEmailPasswordProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (password === '') {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };

  return (
    <AuthCard
      title="Подтверждение email"
      subtitle="Введите пароль, который вы указали при регистрации"
      footer={
        <>
          Не регистрировались или не помните пароль? <Link href="/forgot-password">Восстановить пароль</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Alert tone="info">{reason}</Alert>
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordField
            label="Пароль"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setMissing(false);
            }}
            errorMessage={missing ? REQUIRED : undefined}
          />
          <Button type="submit" fullWidth isPending={isSubmitting}>
            {isSubmitting ? 'Подтверждаем...' : 'Подтвердить email'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
