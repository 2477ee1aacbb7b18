import { HOSTILE_BODIES, hostileTexts, toPayload, wrongValues } from './hostile-values.ts';
import type { Json } from './starting-requests.ts';

/** What a variant changes in a request, and which field must be named when it is refused. */
export interface Variant {
  label: string;
  payload?: string;
  contentType?: string;
  /** Set when the variant puts NUL in one field: it must answer 400 `invalid` naming that field. */
  nulIn?: string;
}

/**
 * `thorough` sends everything. Without it only what the database engine itself sees differently:
 * control and bidi characters in body fields, query strings and paths.
 */
export interface FuzzScope {
  thorough: boolean;
}

// eslint-disable-next-line no-control-regex -- control characters are what the engine refuses
export const reachesEngine = (value: string) => /[\u0000-\u001f\u007f\u202e]|%00/.test(value);

/** Marks a value that carries NUL, with the field it sits in. */
export const nulMark = (field: string, value: unknown): Pick<Variant, 'nulIn'> =>
  typeof value === 'string' && value.includes('\u0000') ? { nulIn: field } : {};

/** The body with one field broken at a time (nested fields too), then whole bodies gone wrong. */
export function bodyVariants(body: unknown, scope: FuzzScope): Variant[] {
  const variants: Variant[] = [];
  for (const path of leafPaths(body)) {
    const valid = valueAt(body, path);
    const texts = typeof valid === 'string' ? hostileTexts(valid) : [];
    const values = scope.thorough ? [...texts, ...wrongValues(valid)] : texts.filter(reachesEngine);
    const field = path.join('.');
    for (const value of values)
      variants.push({
        ...nulMark(field, value),
        label: `${field}=${show(value)}`,
        payload: toPayload(withValue(body, path, value)),
        contentType: 'application/json',
      });
  }
  if (scope.thorough) {
    HOSTILE_BODIES.forEach((variant, index) => variants.push({ ...variant, label: `body #${index}` }));
    const payload = toPayload({ ...(body as Json), zzz: 1 });
    variants.push({ label: 'unknown field', payload, contentType: 'application/json' });
  }
  return variants;
}

/** Paths to every value that is not a plain object; arrays count as one value. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!isPlainObject(value)) return prefix.length > 0 ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((inner, key) => (isPlainObject(inner) ? inner[key] : undefined), value);

function withValue(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !isPlainObject(value)) return replacement;
  return { ...value, [key]: withValue(value[key], rest, replacement) };
}

/** A short, printable name for a value in a failure message. */
export function show(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text);
}
