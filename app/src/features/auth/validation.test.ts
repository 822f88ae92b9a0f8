import { describe, expect, it } from 'vitest';
import { hasErrors, validateEmailOnly, validateLogin, validateRegister, validateReset } from './validation';

describe('auth form validation (docs/accounts.md#forms)', () => {
  it('login needs an e-mail that looks like one and any password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'Введите email', password: 'Введите пароль' });
    expect(validateLogin({ email: 'anna@mail', password: 'x' })).toEqual({ email: 'Введите корректный email' });
    expect(validateLogin({ email: ' anna@mail.ru ', password: 'x' })).toEqual({});
  });

  it('register rejects a password that misses any rule with the summary message', () => {
    for (const weak of ['Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg']) {
      expect(validateRegister({ email: 'a@b.ru', password: weak, confirmPassword: weak }).password).toBe(
        'Пароль не соответствует требованиям безопасности',
      );
    }
    expect(validateRegister({ email: 'a@b.ru', password: 'Abcde1', confirmPassword: 'Abcde1' })).toEqual({});
  });

  it('register checks the confirmation: required, then equal', () => {
    expect(validateRegister({ email: 'a@b.ru', password: 'Abcde1', confirmPassword: '' }).confirmPassword).toBe(
      'Подтвердите пароль',
    );
    expect(validateRegister({ email: 'a@b.ru', password: 'Abcde1', confirmPassword: 'Abcde2' }).confirmPassword).toBe(
      'Пароли не совпадают',
    );
    expect(validateRegister({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: 'Введите email',
      password: 'Введите пароль',
      confirmPassword: 'Подтвердите пароль',
    });
  });

  it('reset uses the new-password wording', () => {
    expect(validateReset({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Введите новый пароль',
      confirmPassword: 'Подтвердите новый пароль',
    });
    expect(validateReset({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'Пароль не соответствует требованиям безопасности',
    });
    expect(validateReset({ newPassword: 'Abcde1', confirmPassword: 'Abcde1x' })).toEqual({
      confirmPassword: 'Пароли не совпадают',
    });
  });

  it('refuses a password over the length bound', () => {
    const long = `Aa1${'x'.repeat(200)}`;
    expect(validateReset({ newPassword: long, confirmPassword: long }).newPassword).toBe(
      'Пароль должен содержать не более 128 символов',
    );
  });

  it('hasErrors is false only for an empty result', () => {
    expect(hasErrors(validateEmailOnly({ email: 'a@b.ru' }))).toBe(false);
    expect(hasErrors(validateEmailOnly({ email: 'nope' }))).toBe(true);
  });
});
