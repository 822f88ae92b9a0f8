export { VerifyEmailPassword } from './VerifyEmailPassword';
export type { VerifyEmailPasswordProps } from './VerifyEmailPassword';
