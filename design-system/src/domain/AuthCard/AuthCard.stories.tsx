import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../layout';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { PasswordMatch } from '../PasswordMatch';
import { PasswordStrength } from '../PasswordStrength';
import type { SpecRule } from '../../stories/specRules';
import { AuthCard } from './AuthCard';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

/** Stand-ins for the app's forms: the card only lays them out. */
function SampleLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <PasswordField label="Пароль" value={password} onChange={setPassword} />
        <Button type="submit" fullWidth>
          Войти
        </Button>
      </Stack>
    </form>
  );
}

function SampleRegisterForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <PasswordField label="Пароль" autoComplete="new-password" value={password} onChange={setPassword}>
          <PasswordStrength password={password} />
        </PasswordField>
        <PasswordField
          label="Подтвердите пароль"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
        >
          <PasswordMatch password={password} confirmation={confirmation} />
        </PasswordField>
        <Button type="submit" fullWidth>
          Зарегистрироваться
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Участник/AuthCard',
  component: AuthCard,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      {
        rule: 'Вход: заголовок, подзаголовок «Войдите в свой аккаунт», поля e-mail и пароль, кнопка «Войти», ссылка на /register',
        state: 'Карточка входа',
        story: 'Login',
      },
      {
        rule: 'Регистрация: пароль с проверкой надёжности, подтверждение с индикатором совпадения, «Зарегистрироваться», ссылка на /login',
        state: 'Карточка регистрации',
        story: 'Register',
      },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  name: 'Вход',
  args: {
    title: 'Вход',
    subtitle: 'Войдите в свой аккаунт',
    children: <SampleLoginForm />,
    footer: (
      <>
        Нет аккаунта? <Link href="/register">Зарегистрироваться</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(canvas.getByText('Войдите в свой аккаунт')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', '/register');
  },
};

export const Register: Story = {
  name: 'Регистрация',
  args: {
    title: 'Регистрация',
    children: <SampleRegisterForm />,
    footer: (
      <>
        Уже есть аккаунт? <Link href="/login">Войти</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  },
};

/** Typing a password and its confirmation: the strength meter and the match line follow. */
export const RegisterTyping: Story = {
  ...Register,
  name: 'Регистрация: надёжность и совпадение пароля',
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Пароль'), 'Abcdef1');
    await expect(canvas.getByRole('meter', { name: 'Надёжность пароля' })).toHaveAttribute('aria-valuenow', '100');
    await userEvent.type(canvas.getByLabelText('Подтвердите пароль'), 'Abcdef');
    await expect(canvas.getByText('Пароли не совпадают')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Подтвердите пароль'), '1');
    await expect(canvas.getByText('Пароли совпадают')).toBeVisible();
  },
};

export const WithoutSubtitleAndFooter: Story = {
  name: 'Без подзаголовка и подвала',
  args: { title: 'Восстановление пароля', children: <SampleLoginForm /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

const loginArgs = Login.args;
const registerArgs = Register.args;

export const AllStates: Story = {
  name: 'Все состояния',
  args: { title: 'Вход', children: null },
  render: () => (
    <StateGallery>
      <StateFigure caption="Вход">
        <AuthCard title="Вход" subtitle={loginArgs?.subtitle} footer={loginArgs?.footer}>
          <SampleLoginForm />
        </AuthCard>
      </StateFigure>
      <StateFigure caption="Регистрация">
        <AuthCard title="Регистрация" footer={registerArgs?.footer}>
          <SampleRegisterForm />
        </AuthCard>
      </StateFigure>
      <StateFigure caption="Без подзаголовка и подвала">
        <AuthCard title="Восстановление пароля">
          <SampleLoginForm />
        </AuthCard>
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(3);
  },
};
