import type ko from '../messages/ko.json';

/**
 * A typed translator without a library: Korean is the source language, so its file's dotted leaf
 * paths are the only keys `t` accepts and a typo fails the typecheck, not the player's screen.
 */
export type MessageTree = { [key: string]: string | MessageTree };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof ko>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Flattens a message tree into `dotted.key → text`. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flattenMessages(value, path)) out.set(leaf, text);
  }
  return out;
}

/**
 * A translator over one language's messages. `{name}` placeholders take `params[name]`; numbers
 * are formatted with `formatNumber` so they are grouped the player's way. A missing key shows the
 * key itself (the messages test keeps that from shipping).
 */
export function createTranslate(tree: MessageTree, formatNumber: (value: number) => string): Translate {
  const texts = flattenMessages(tree);
  return (key, params) => {
    const text = texts.get(key) ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? formatNumber(value) : value;
    });
  };
}
