export { PasswordMatch, type PasswordMatchProps } from './PasswordMatch';
