import { useId, useState, type FormEvent } from 'react';
import { REMINDER_MESSAGES, type Profile, type ProfileUpdate } from '@city/contracts';
import { Heading } from '../../layout';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Switch } from '../../primitives/Switch';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { BirthDateSelect } from '../BirthDateSelect';
import { StatusBadge } from '../StatusBadge';
import {
  BIO_COUNTER,
  DISPLAY_NAME_COUNTER,
  profileFormValues,
  profileUpdateOf,
  sameFormValues,
  type ProfileFormValues,
} from './profileFormState';
import * as styles from './ProfileForm.css';

export interface ProfileFormProps {
  profile: Profile;
  currentYear: number;
  /** suspended/blocked may not edit: every field read-only, Save hidden, this message shown. */
  readOnlyMessage?: string;
  isSaving: boolean;
  /** The payload with empty text fields omitted (docs/people.md#own-profile); city never sent. */
  onSubmit(update: ProfileUpdate): void;
  onCancel(): void;
}

/**
 * docs/people.md#own-profile: the own profile. A profile that loads with other data (after saving,
 * say) starts the form over; the same data again keeps what is being typed.
 */
export function ProfileForm({ profile, currentYear, readOnlyMessage, isSaving, onSubmit, onCancel }: ProfileFormProps) {
  const loaded = profileFormValues(profile);
  const [values, setValues] = useState<ProfileFormValues>(loaded);
  const [seenValues, setSeenValues] = useState(loaded);
  if (!sameFormValues(loaded, seenValues)) {
    setSeenValues(loaded);
    setValues(loaded);
  }
  const accountHeadingId = useId();
  const isReadOnly = readOnlyMessage !== undefined;
  const edit = (change: Partial<ProfileFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReadOnly || isSaving) return;
    onSubmit(profileUpdateOf(values));
  };

  return (
    <form className={styles.form} noValidate aria-busy={isSaving} onSubmit={submit}>
      {isReadOnly && <Alert tone="warning">{readOnlyMessage}</Alert>}

      <TextField
        label="Имя"
        name="displayName"
        value={values.displayName}
        onChange={(displayName) => edit({ displayName })}
        counter={isReadOnly ? undefined : DISPLAY_NAME_COUNTER}
        maxLength={DISPLAY_NAME_COUNTER.max}
        autoComplete="name"
        isReadOnly={isReadOnly}
      />
      <BirthDateSelect
        value={values.birthDate}
        onChange={(birthDate) => edit({ birthDate })}
        currentYear={currentYear}
        isDisabled={isReadOnly}
      />
      <TextArea
        label="О себе"
        name="bio"
        value={values.bio}
        onChange={(bio) => edit({ bio })}
        counter={isReadOnly ? undefined : BIO_COUNTER}
        maxLength={BIO_COUNTER.max}
        isReadOnly={isReadOnly}
      />
      <TextField
        label="Город"
        name="city"
        value={profile.city ?? ''}
        onChange={() => {}}
        description="Сервис пока работает только в одном городе"
        isReadOnly
      />

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Что видят другие участники</legend>
        <Switch isSelected={values.showName} onChange={(showName) => edit({ showName })} isDisabled={isReadOnly}>
          Показывать имя
        </Switch>
        <Switch
          isSelected={values.showBirthDate}
          onChange={(showBirthDate) => edit({ showBirthDate })}
          isDisabled={isReadOnly}
        >
          Показывать дату рождения
        </Switch>
        <Switch isSelected={values.showBio} onChange={(showBio) => edit({ showBio })} isDisabled={isReadOnly}>
          Показывать информацию о себе
        </Switch>
      </fieldset>

      {/* docs/events.md#reminders: on by default; saved with the rest of the form. */}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Уведомления</legend>
        <Switch
          isSelected={values.remindEvents}
          onChange={(remindEvents) => edit({ remindEvents })}
          description={REMINDER_MESSAGES.switchHint}
          isDisabled={isReadOnly}
        >
          {REMINDER_MESSAGES.switchLabel}
        </Switch>
      </fieldset>

      <section className={styles.accountInfo} aria-labelledby={accountHeadingId}>
        <div id={accountHeadingId}>
          <Heading level={2}>Информация об аккаунте</Heading>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.value}>{profile.email}</dd>
          <dt className={styles.term}>ID</dt>
          <dd className={styles.value}>{profile.id}</dd>
          <dt className={styles.term}>Статус</dt>
          <dd className={styles.value}>
            <StatusBadge status={profile.status} />
          </dd>
        </dl>
      </section>

      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          Отмена
        </Button>
        {!isReadOnly && (
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Сохранение...' : 'Сохранить'}
          </Button>
        )}
      </div>
    </form>
  );
}
