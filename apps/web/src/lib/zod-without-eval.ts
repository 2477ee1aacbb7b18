import { z } from 'zod/v4';

/**
 * The browser's `zod` (next.config.ts points the bare specifier here for the browser only). Zod
 * compiles object parsers with `new Function` when it may, and finds out whether it may by calling
 * it once as the first object schema is made: under the site's CSP (no 'unsafe-eval') that probe
 * is refused and reported as a violation, although zod catches the error. Jitless parsing skips
 * the probe; the forms parse a few small bodies, where compiling gains nothing noticeable. A
 * module's imports run before it, so every schema of the contract is made after this line. The
 * line is a side effect, which package.json's `sideEffects` names so the bundler keeps it.
 */
z.config({ jitless: true });

export * from 'zod/v4';
