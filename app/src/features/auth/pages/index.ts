/**
 * The auth screens, each fetched when its route is first visited (a chunk of its own): the first
 * screen downloads only the page it shows.
 */
export const authPages = {
  login: () => import('./LoginPage').then((page) => page.LoginPage),
  register: () => import('./RegisterPage').then((page) => page.RegisterPage),
  emailSent: () => import('./EmailSentPage').then((page) => page.EmailSentPage),
  verifyEmail: () => import('./VerifyEmailPage').then((page) => page.VerifyEmailPage),
  forgotPassword: () => import('./ForgotPasswordPage').then((page) => page.ForgotPasswordPage),
  resetPassword: () => import('./ResetPasswordPage').then((page) => page.ResetPasswordPage),
  authCallback: () => import('./AuthCallbackPage').then((page) => page.AuthCallbackPage),
};
