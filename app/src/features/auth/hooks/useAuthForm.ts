import { useCallback, useRef, useState, type FormEvent } from 'react';
import { commonMessages } from '../../../i18n/messages';
import { hasErrors, type FieldErrors } from '../validation';

export interface AuthFormOptions<Fields> {
  initialValues: Fields;
  validate(values: Fields): FieldErrors<Fields>;
  /** Throws an Error whose message is shown as the general error. */
  submit(values: Fields): Promise<void>;
}

export interface AuthForm<Fields> {
  values: Fields;
  errors: FieldErrors<Fields>;
  generalError: string | null;
  isSubmitting: boolean;
  setField<Name extends keyof Fields>(name: Name, value: Fields[Name]): void;
  handleSubmit(event?: FormEvent): void;
}

/**
 * docs/accounts.md#forms: editing a field clears its error, submit is ignored while loading, a thrown
 * error shows its message or 'Произошла ошибка' as a general error.
 */
export function useAuthForm<Fields extends object>({ initialValues, validate, submit }: AuthFormOptions<Fields>): AuthForm<Fields> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // A ref, not the state: two presses in the same frame both see the state as false.
  const inFlight = useRef(false);

  const setField = useCallback(<Name extends keyof Fields>(name: Name, value: Fields[Name]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    inFlight.current = true;
    setSubmitting(true);
    setGeneralError(null);
    submit(values)
      .catch((error: unknown) => {
        setGeneralError(error instanceof Error && error.message ? error.message : commonMessages.genericError);
      })
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  };

  return { values, errors, generalError, isSubmitting, setField, handleSubmit };
}
