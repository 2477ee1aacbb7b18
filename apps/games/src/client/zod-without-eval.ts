import { z } from 'zod/v4';

/**
 * The window's `zod` (vite.config.ts points the bare specifier here). Zod compiles object parsers
 * with `new Function` when it may, and finds out whether it may by calling it once: under the
 * window's CSP (no 'unsafe-eval') that probe is refused and reported as a violation, although zod
 * catches the error. Jitless parsing skips the probe and the compiling; the window parses a few
 * small answers, where the compiled path gains nothing noticeable. Every object schema reads the
 * setting when it is created, and a module's imports run before it, so every schema sees it.
 */
z.config({ jitless: true });

export * from 'zod/v4';
