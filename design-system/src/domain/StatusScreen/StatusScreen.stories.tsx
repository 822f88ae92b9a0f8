import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { LinkButton } from '../../primitives/LinkButton';
import { StatusScreen } from './StatusScreen';
import type { SpecRule } from '../../stories/specRules';
import { StatesGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Участник/StatusScreen',
  component: StatusScreen,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      { rule: 'Экран обработки авторизации: «Обработка авторизации...» / «Пожалуйста, подождите»', state: 'Индикатор загрузки', story: 'Loading' },
      { rule: 'Успешное подтверждение: «Email успешно подтвержден!», переход к событиям через 3 секунды', state: 'Успех, ссылка «К событиям»', story: 'Success' },
      { rule: 'Письмо отправлено: инструкции', state: 'Сведения', story: 'Info' },
      { rule: 'Без токена: «Недействительная ссылка для сброса пароля»', state: 'Предупреждение, ссылки на /forgot-password и /login', story: 'Warning' },
      { rule: '404: «Страница не найдена», «На главную», «Назад», ссылки на события, о проекте, регистрацию', state: 'Код 404', story: 'NotFound' },
      { rule: 'Экран ошибки: «Что-то пошло не так», «Попробовать снова», «На главную»', state: 'Ошибка', story: 'ErrorFallback' },
    ] satisfies SpecRule[],
  },
} satisfies Meta<typeof StatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Обработка авторизации',
  args: { tone: 'loading', title: 'Обработка авторизации...', description: 'Пожалуйста, подождите' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Обработка авторизации...' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка...' })).toBeInTheDocument();
    await expect(canvas.getByText('Пожалуйста, подождите')).toBeVisible();
  },
};

export const Success: Story = {
  name: 'Email подтверждён',
  args: {
    tone: 'success',
    title: 'Email успешно подтвержден!',
    description: 'Через 3 секунды вы перейдёте к событиям.',
    actions: <LinkButton href="/events">К событиям</LinkButton>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email успешно подтвержден!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'К событиям' })).toHaveAttribute('href', '/events');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  name: 'Письмо отправлено',
  args: {
    tone: 'info',
    title: 'Проверьте почту',
    description: 'Мы отправили письмо со ссылкой для подтверждения на anna@example.ru.',
  },
};

export const Warning: Story = {
  name: 'Недействительная ссылка',
  args: {
    tone: 'warning',
    title: 'Недействительная ссылка для сброса пароля',
    description: 'Ссылка могла истечь или была уже использована.',
    actions: (
      <>
        <LinkButton href="/forgot-password">Запросить новую ссылку</LinkButton>
        <LinkButton href="/login" variant="secondary">
          Войти
        </LinkButton>
      </>
    ),
  },
};

export const NotFound: Story = {
  name: 'Страница не найдена',
  args: {
    tone: 'info',
    code: '404',
    title: 'Страница не найдена',
    description: (
      <p>
        Попробуйте начать с <Link href="/events">событий</Link>, прочитать <Link href="/about">о проекте</Link> или
        пройти <Link href="/register">регистрацию</Link>.
      </p>
    ),
    actions: (
      <>
        <LinkButton href="/">На главную</LinkButton>
        <Button variant="secondary" onPress={fn()}>
          Назад
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(canvas.getByText('404')).toHaveTextContent('Код ошибки 404');
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'событий' })).toHaveAttribute('href', '/events');
    await expect(canvas.getByRole('button', { name: 'Назад' })).toBeEnabled();
  },
};

export const ErrorFallback: Story = {
  name: 'Что-то пошло не так',
  args: {
    tone: 'error',
    title: 'Что-то пошло не так',
    description: 'Попробуйте очистить кэш, обновить браузер или зайти позже.',
    actions: (
      <>
        <Button onPress={fn()}>Попробовать снова</Button>
        <LinkButton href="/" variant="secondary">
          На главную
        </LinkButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  },
};

const REVIEW_STATES: ReadonlyArray<Story> = [Loading, Success, Info, Warning, NotFound, ErrorFallback];

/** Every named state at once, each under its caption. */
export const AllStates: Story = {
  name: 'Все состояния',
  // Every frame takes its own state's arguments; these only satisfy the required props.
  args: { tone: 'loading', title: 'Обработка авторизации...' },
  render: (args) => (
    <StatesGallery
      states={REVIEW_STATES}
      show={(stateArgs) => <StatusScreen {...args} {...stateArgs} />}
    />
  ),
};
