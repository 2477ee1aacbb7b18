import type { TTextVersion } from './content-language.ts';

/** The notes the server writes by itself, each from a template operators edit in five languages. */
export const NOTE_TEMPLATE_KEYS = [
  'deposit.complete',
  'deposit.cancel',
  'withdraw.complete',
  'withdraw.cancel',
  'level.up',
] as const;
export type TNoteTemplateKey = (typeof NOTE_TEMPLATE_KEYS)[number];

/**
 * The `{name}` placeholders each template may use, filled in when the note is written: `amount`
 * is the request's won in the member's language's digits; `level` the new level's name and
 * `slot`, `casino`, `sport` its comp rates in percent.
 */
export const NOTE_TEMPLATE_FIELDS = {
  'deposit.complete': ['amount'],
  'deposit.cancel': ['amount'],
  'withdraw.complete': ['amount'],
  'withdraw.cancel': ['amount'],
  'level.up': ['level', 'slot', 'casino', 'sport'],
} as const satisfies Record<TNoteTemplateKey, readonly string[]>;

export type TNoteTemplateValues<K extends TNoteTemplateKey> = Record<
  (typeof NOTE_TEMPLATE_FIELDS)[K][number],
  string
>;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a text names that its template does not offer (each once, in order). */
export function unknownPlaceholders(key: TNoteTemplateKey, text: string): string[] {
  const offered: readonly string[] = NOTE_TEMPLATE_FIELDS[key];
  const named = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(named.filter((name) => !offered.includes(name)))];
}

/** The text with every offered placeholder replaced by its value; anything else is left as written. */
function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** A template's title and body in one language, filled. */
export function fillTemplate(version: TTextVersion, values: Readonly<Record<string, string>>): TTextVersion {
  return {
    title: fillPlaceholders(version.title, values),
    contents: fillPlaceholders(version.contents, values),
  };
}
