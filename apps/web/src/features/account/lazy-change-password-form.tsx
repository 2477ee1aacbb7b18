'use client';

import dynamic from 'next/dynamic';

/**
 * The password form for the temporary-password gate, which sits on every page's path while only
 * a member an operator issued a temporary password ever sees it: loaded when the gate shows it,
 * so the form's zod schemas, the contract's call table and react-hook-form stay out of every
 * page's first JavaScript. Rendered on the server as before (`ssr` stays on), so that member's
 * first paint still has the form; within a Suspense boundary of its own (the `loading` option).
 */
export const LazyChangePasswordForm = dynamic(
  () => import('./change-password-form').then((module) => module.ChangePasswordForm),
  { loading: () => null },
);
