export { Pagination, type PaginationProps } from './Pagination';
export { MAX_PAGE_BUTTONS, pageWindow, shownRange } from './pageWindow';
