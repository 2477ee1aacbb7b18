// What other screens use of the members feature: the temporary-password button (a password-help ticket answers with it).
export { ResetPasswordButton } from './reset-password-button';
