export { EventForm, type EventFormProps } from './EventForm';
