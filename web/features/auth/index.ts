// The auth feature's public face: what other features may use. Everything else is its own.
export { passwordProblemKey } from './auth-errors';
export type { AuthErrorLike } from './auth-errors';
export { NewPasswordFields } from './new-password-fields';
export { checkNewPassword, checkPasswordStrength } from './password-rules';
export { useFormError } from './use-form-error';
export { useResendVerificationMutation } from './use-resend-verification';
export { useSignOut } from './use-sign-out';
