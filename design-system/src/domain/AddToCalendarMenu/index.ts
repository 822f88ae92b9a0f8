export { ADD_TO_CALENDAR_TEXTS, AddToCalendarMenu, type AddToCalendarMenuProps } from './AddToCalendarMenu';
