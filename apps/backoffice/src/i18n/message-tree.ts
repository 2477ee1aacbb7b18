/** A catalogue of interface texts: nested by feature, strings at the leaves (polyglot's shape). */
export type MessageTree = { [key: string]: string | MessageTree };

export const LOCALES = ['ko', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];

/** A feature's texts in every language, side by side, so a new key is written in both at once. */
export type FeatureMessages = Record<TLocale, MessageTree>;

/** Deep merge; a later tree wins on a conflicting leaf. */
export function mergeTrees(...trees: MessageTree[]): MessageTree {
  const result: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
    }
  }
  return result;
}

/** Every leaf as a dotted key with its text. */
export function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** The BCP 47 tag for numbers, money and dates in each interface language. */
export const FORMAT_LOCALE: Record<TLocale, string> = { ko: 'ko-KR', en: 'en-US' };
