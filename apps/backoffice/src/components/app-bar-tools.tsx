import { LoadingIndicator } from 'react-admin';
import { LocaleSwitcher } from './locale-switcher';

/** The language switcher and the loading spinner; no light/dark toggle: one theme, tuned for reading. */
export function AppBarTools() {
  return (
    <>
      <LocaleSwitcher />
      <LoadingIndicator />
    </>
  );
}
