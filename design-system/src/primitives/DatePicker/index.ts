export { DatePicker, type DatePickerProps } from './DatePicker';
export { composeDateValue, formatDisplayDate, parseDateValue, QUARTER_HOURS } from './dateValue';
