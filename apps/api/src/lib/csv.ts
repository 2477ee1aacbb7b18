/** A CSV column: its header and how a row gives its cell. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | null;
}

/**
 * RFC 4180 text with CRLF line ends and a UTF-8 byte-order mark, which spreadsheet apps need to
 * read Korean correctly. A text cell that starts like a formula (= + - @) is prefixed with `'`, so
 * a member's nick can never run as a formula in an operator's spreadsheet; numbers stay numbers.
 */
export function toCsv<R>(columns: CsvColumn<R>[], rows: R[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Columns for every key of a flat row, headed by the key. */
export function columnsOf<R extends Record<string, string | number | boolean | null>>(
  keys: (keyof R & string)[],
): CsvColumn<R>[] {
  return keys.map((key) => ({ header: key, value: (row) => row[key] ?? null }));
}
