import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { SpecRule } from '../../stories/specRules';
import { AccessDenied } from './AccessDenied';
import { StateFigure, StateGallery } from '../../stories/StateGallery';

const meta = {
  title: 'Управление/AccessDenied',
  component: AccessDenied,
  parameters: {
    layout: 'fullscreen',
    specRules: [
      {
        rule: 'Пользователю без роли модератора или администратора: «Доступ запрещен», требуемая и текущая роль, кнопка назад на /',
        state: '«У вас недостаточно прав для доступа к админ-панели», «На главную»',
        story: 'PlainUser',
      },
      {
        rule: '/management/users и раздел «Пользователи» — только для администратора',
        state: 'Модератору: раздел только для администраторов, «В админ-панель»',
        story: 'ModeratorOnAdminPage',
      },
      {
        rule: 'Приостановленный аккаунт видит, что доступ к админ-панели невозможен',
        state: '«Ваш аккаунт приостановлен…», статус «Приостановлен»',
        story: 'SuspendedStaff',
      },
      {
        rule: 'Заблокированный аккаунт видит, что доступ к админ-панели невозможен',
        state: '«Ваш аккаунт заблокирован…», статус «Заблокирован»',
        story: 'BlockedStaff',
      },
    ] satisfies SpecRule[],
  },
  args: { reason: 'role', requiredRoles: ['moderator', 'admin'], currentRole: 'user' },
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The facts of the screen as term → text pairs, read from its description list. */
function facts(canvasElement: HTMLElement): Record<string, string> {
  const terms = [...canvasElement.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

export const PlainUser: Story = {
  name: 'Обычный пользователь',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
    await expect(canvas.getByText('У вас недостаточно прав для доступа к админ-панели')).toBeVisible();
    await expect(facts(canvasElement)).toEqual({ 'Требуемая роль': 'Модератор или Администратор', 'Ваша роль': 'Пользователь' });
    await expect(canvas.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  },
};

export const ModeratorOnAdminPage: Story = {
  name: 'Модератор в разделе администратора: раздел только для администраторов',
  args: { reason: 'section', requiredRoles: ['admin'], currentRole: 'moderator' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Этот раздел доступен только администраторам. Остальные разделы админ-панели открыты для вас.')).toBeVisible();
    // Not the plain user's text: the moderator does have the admin panel.
    await expect(canvas.queryByText('У вас недостаточно прав для доступа к админ-панели')).not.toBeInTheDocument();
    await expect(facts(canvasElement)).toEqual({ 'Требуемая роль': 'Администратор', 'Ваша роль': 'Модератор' });
    await expect(canvas.getByRole('link', { name: 'В админ-панель' })).toHaveAttribute('href', '/management');
  },
};

export const SuspendedStaff: Story = {
  name: 'Аккаунт сотрудника приостановлен',
  args: { reason: 'suspended', currentRole: 'moderator', currentStatus: 'suspended' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ваш аккаунт приостановлен, поэтому доступ к админ-панели невозможен')).toBeVisible();
    await expect(facts(canvasElement)['Статус аккаунта']).toBe('Приостановлен');
    await expect(canvas.queryByText('У вас недостаточно прав для доступа к админ-панели')).not.toBeInTheDocument();
  },
};

export const BlockedStaff: Story = {
  name: 'Аккаунт сотрудника заблокирован',
  args: { reason: 'blocked', currentRole: 'admin', currentStatus: 'blocked' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Ваш аккаунт заблокирован, поэтому доступ к админ-панели невозможен')).toBeVisible();
    await expect(facts(canvasElement)).toMatchObject({ 'Ваша роль': 'Администратор', 'Статус аккаунта': 'Заблокирован' });
  },
};

export const AllStates: Story = {
  name: 'Все состояния',
  render: () => (
    <StateGallery>
      <StateFigure caption="Обычный пользователь">
        <AccessDenied reason="role" requiredRoles={['moderator', 'admin']} currentRole="user" />
      </StateFigure>
      <StateFigure caption="Модератор в разделе администратора">
        <AccessDenied reason="section" requiredRoles={['admin']} currentRole="moderator" />
      </StateFigure>
      <StateFigure caption="Аккаунт сотрудника приостановлен">
        <AccessDenied reason="suspended" requiredRoles={['moderator', 'admin']} currentRole="moderator" currentStatus="suspended" />
      </StateFigure>
      <StateFigure caption="Аккаунт сотрудника заблокирован">
        <AccessDenied reason="blocked" requiredRoles={['moderator', 'admin']} currentRole="admin" currentStatus="blocked" />
      </StateFigure>
    </StateGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Доступ запрещен' })).toHaveLength(4);
  },
};
