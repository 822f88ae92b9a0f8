/**
 * The catalogue's part for /management/users 'Управление пользователями' (docs/back-office.md#users).
 * Role and status labels are the contracts' ROLE_LABELS and STATUS_LABELS; the server's refusals
 * (own account, last admin) are its own text and are not repeated here.
 */
export const managementUsersMessages = {
  pageTitle: 'Управление пользователями',
  title: 'Управление пользователями',
  searchLabel: 'Поиск',
  searchPlaceholder: 'Имя или email',
  roleFilterLabel: 'Роль',
  allRoles: 'Все роли',
  statusFilterLabel: 'Статус',
  allStatuses: 'Все статусы',
  found: (total: number) => `Найдено: ${total}`,
  /** docs/back-office.md#users: the warning box above the table. */
  warningTitle: 'Внимание',
  warnings: [
    'Заблокированные пользователи теряют доступ ко всем функциям платформы.',
    'Приостановленные пользователи имеют ограниченный доступ: могут просматривать контент, но не могут выполнять активные действия.',
    'Модераторы могут управлять жалобами.',
    'Администраторы имеют полный доступ.',
  ],
  tableLabel: 'Пользователи',
  columns: {
    id: 'ID',
    user: 'Пользователь',
    role: 'Роль',
    status: 'Статус',
    eventsCreated: 'Создано событий',
    eventsParticipated: 'Участий',
    createdAt: 'Регистрация',
    lastLogin: 'Последний вход',
    actions: 'Изменить',
  },
  noName: 'Без имени',
  /** docs/back-office.md#users: last_login when there is none. */
  neverLoggedIn: 'Никогда',
  empty: 'Пользователи не найдены',
  roleSelectLabel: 'Роль',
  statusSelectLabel: 'Статус',
  updating: 'Обновление...',
  pagesLabel: 'Страницы списка пользователей',
  /** docs/back-office.md#users */
  loadFailed: 'Ошибка при загрузке пользователей',
  updateFailed: 'Ошибка при обновлении пользователя',
  /** The success toast names the person, so a change made in a long table is never a guess. */
  roleChanged: (name: string, role: string) => `Роль пользователя ${name} изменена: ${role}`,
  statusChanged: (name: string, status: string) => `Статус пользователя ${name} изменён: ${status}`,
  unknownError: 'Неизвестная ошибка',
  retry: 'Повторить',
} as const;
