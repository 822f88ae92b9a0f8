import { Label, Meter, VisuallyHidden, useLocale } from 'react-aria-components';
import { PASSWORD_RULES, passwordStrength } from '@city/contracts';
import { CheckIcon, CircleIcon } from '../../primitives/shared';
import * as styles from './PasswordStrength.css';

export interface PasswordStrengthProps {
  password: string;
}

/** docs/accounts.md#password-rules: the rule checklist and the strength meter under a new password. */
export function PasswordStrength({ password }: PasswordStrengthProps) {
  const strength = passwordStrength(password);
  const { locale } = useLocale();
  const percentText = new Intl.NumberFormat(locale, { style: 'percent' }).format(strength.percent / 100);

  return (
    <div className={styles.root}>
      <ul className={styles.rules} aria-label="Требования к паролю">
        {PASSWORD_RULES.map((rule) => {
          const isMet = strength.met[rule.id];
          return (
            <li key={rule.id} className={styles.rule} data-rule={rule.id} data-met={isMet || undefined}>
              {isMet ? <CheckIcon className={styles.metIcon} /> : <CircleIcon className={styles.unmetIcon} />}
              <span>{rule.label}</span>
              <VisuallyHidden elementType="span">{isMet ? ' — выполнено' : ' — не выполнено'}</VisuallyHidden>
            </li>
          );
        })}
      </ul>

      {/* Before anything is typed a verdict would only be noise: the checklist says what is needed. */}
      {password.length > 0 && (
        <Meter
          className={styles.meter}
          value={strength.percent}
          minValue={0}
          maxValue={100}
          valueLabel={`${strength.label}, ${percentText}`}
          data-tone={strength.tone}
        >
          {({ percentage }) => (
            <>
              <div className={styles.meterHeader}>
                <Label className={styles.meterLabel}>Надёжность пароля</Label>
                <span className={styles.level} aria-hidden="true">
                  {strength.label}
                </span>
              </div>
              <div className={styles.track}>
                {/* The width is the meter's value. */}
                <div className={styles.fill[strength.tone]} style={{ width: `${percentage}%` }} />
              </div>
            </>
          )}
        </Meter>
      )}
    </div>
  );
}
