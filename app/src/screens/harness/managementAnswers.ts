import { http, HttpResponse, type RequestHandler } from 'msw';
import { pagination, type ManagementUser } from '@city/contracts';
import { sampleUsers } from '@city/design-system/fixtures';

/** The back office's answers are `{success, data}`; a paged list carries its paging in `data`. */
export const managed = <T>(data: T) => HttpResponse.json({ success: true as const, data });

/** A whole list on one page, with the paging fields the contracts ask for. */
export const onePage = (total: number) => pagination(1, 25, total);

/** GET `path` answers the envelope with `data`. */
export const answersList = (path: string, data: unknown): RequestHandler => http.get(path, () => managed(data));

/** A failed load of the back office (the server's 500). */
export const failsWith500 = (path: string): RequestHandler =>
  http.get(path, () => HttpResponse.json({ error: 'Внутренняя ошибка сервера' }, { status: 500 }));

export const managementUsers: ManagementUser[] = [
  {
    id: 42,
    name: sampleUsers.user.displayName,
    email: sampleUsers.user.email,
    role: 'user',
    status: 'confirmed',
    events_created: 3,
    events_participated: 14,
    createdAt: '2025-03-14T09:20:00Z',
    last_login: '2026-11-19T18:02:00Z',
  },
  {
    id: 45,
    name: 'Игорь Громов',
    email: 'igor@example.ru',
    role: 'user',
    status: 'suspended',
    events_created: 0,
    events_participated: 2,
    createdAt: '2026-02-01T11:00:00Z',
    last_login: null,
  },
  {
    id: 3,
    name: sampleUsers.moderator.displayName,
    email: sampleUsers.moderator.email,
    role: 'moderator',
    status: 'confirmed',
    events_created: 1,
    events_participated: 5,
    createdAt: '2025-01-10T08:00:00Z',
    last_login: '2026-11-20T08:30:00Z',
  },
];
