export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { EmailSentPage } from './EmailSentPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { AuthCallbackPage } from './AuthCallbackPage';
