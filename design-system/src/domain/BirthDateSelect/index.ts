export { BirthDateSelect, type BirthDateSelectProps } from './BirthDateSelect';
