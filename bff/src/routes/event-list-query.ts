import { DATE_FILTERS, EVENT_CATEGORIES, EVENT_LIMITS, PAYMENT_FILTERS, plainText, SEARCH_TEXT_MAX } from '@city/contracts';
import { z } from 'zod';
import { parseCityDate } from '../services/city-calendar';
import type { EventListFilters } from '../services/event-list';


const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `Параметр ${name} принимает значения true или false` }).transform((value) => value === 'true');

/**
 * docs/events.md#filters: the query of GET /api/events. 'all' is accepted where the filter panel has
 * it, and means no filter, like leaving the parameter out.
 */
export const eventListQuerySchema = z
  .object({
    page: wholeNumber('Параметр page должен быть целым числом не меньше 1', 1, 1_000_000).default(1),
    limit: wholeNumber(
      `Параметр limit должен быть целым числом от 1 до ${EVENT_LIMITS.pageSizeMax}`,
      1,
      EVENT_LIMITS.pageSizeMax,
    ).default(EVENT_LIMITS.pageSize),
    category: z
      .enum(['all', ...EVENT_CATEGORIES], { error: `Категория должна быть одной из: ${EVENT_CATEGORIES.join(', ')}` })
      .optional(),
    search: plainText().trim().max(SEARCH_TEXT_MAX, `Поисковый запрос должен быть не длиннее ${SEARCH_TEXT_MAX} символов`).optional(),
    favorites: flag('favorites').optional(),
    dateFilter: z.enum(DATE_FILTERS, { error: 'Параметр dateFilter принимает значения today, week, weekend или specific' }).optional(),
    specificDate: plainText()
      .refine((value) => parseCityDate(value) !== null, 'Дата должна быть указана как ГГГГ-ММ-ДД')
      .optional(),
    paymentFilter: z.enum(PAYMENT_FILTERS, { error: 'Параметр paymentFilter принимает значения free или paid' }).optional(),
    // docs/events.md#filters: hidden unless the caller asks for them.
    hideUnavailable: flag('hideUnavailable').default(true),
  })
  .refine((query) => query.dateFilter !== 'specific' || query.specificDate !== undefined, {
    error: 'Для фильтра по конкретной дате укажите specificDate в формате ГГГГ-ММ-ДД',
    path: ['specificDate'],
  })
  .transform(
    (query): EventListFilters => ({
      page: query.page,
      limit: query.limit,
      category: query.category === undefined || query.category === 'all' ? null : query.category,
      search: query.search ? query.search : null,
      favoritesOnly: query.favorites ?? false,
      dateFilter: query.dateFilter === undefined || query.dateFilter === 'all' ? null : query.dateFilter,
      specificDate: query.dateFilter === 'specific' ? (query.specificDate ?? null) : null,
      paymentFilter: query.paymentFilter === undefined || query.paymentFilter === 'all' ? null : query.paymentFilter,
      hideUnavailable: query.hideUnavailable,
    }),
  );
