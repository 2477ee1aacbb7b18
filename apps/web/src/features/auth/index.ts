// What other features may use of sign-in and sign-out (registration signs in, the reality check
// signs out). The sign-in form itself is reached only through LazyLoginForm, so importing this
// never puts it in a page's first JavaScript.
export { LazyLoginForm } from './lazy-login-form';
export { LogoutButton } from './logout-button';
export { SAVED_ID_KEY } from './saved-id';
export { useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
