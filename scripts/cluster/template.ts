import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A configuration file from its template in scripts/cluster/templates: each `{{name}}` replaced
 * by its value. A placeholder without a value is a mistake in the caller and throws.
 */
export function writeFromTemplate(
  template: string,
  target: string,
  values: Record<string, string | number>,
): void {
  const text = readFileSync(new URL(`./templates/${template}`, import.meta.url), 'utf8');
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for {{${name}}}`);
    return String(value);
  });
  writeFileSync(target, filled);
}
