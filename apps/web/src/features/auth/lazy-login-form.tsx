'use client';

import dynamic from 'next/dynamic';

/**
 * The account drawer's sign-in form, loaded when a visitor first opens the drawer; within a
 * Suspense boundary of its own (the `loading` option), so loading it never blanks the page.
 */
export const LazyLoginForm = dynamic(() => import('./login-form').then((module) => module.LoginForm), {
  loading: () => null,
});
