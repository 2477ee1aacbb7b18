/** One line of an audit record's change: a dotted field path and its value before and after. */
export interface DiffLine {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Leaves of a JSON value as dotted paths (`rates.slot.rollingBp`); arrays and scalars are leaves. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, value);
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix || value !== undefined) {
    into.set(prefix || '(value)', value);
  }
  return into;
}

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Before and after side by side, every field either held, changed ones first: what an auditor
 * reads to see what a staff action did.
 */
export function diffRecords(before: unknown, after: unknown): DiffLine[] {
  const left = flatten(before ?? undefined);
  const right = flatten(after ?? undefined);
  const fields = [...new Set([...left.keys(), ...right.keys()])];
  const lines = fields.map((field) => {
    const was = show(left.get(field));
    const now = show(right.get(field));
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...lines.filter((line) => line.changed), ...lines.filter((line) => !line.changed)];
}
