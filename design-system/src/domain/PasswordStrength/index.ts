export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
