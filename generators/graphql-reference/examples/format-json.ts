/**
 * JSON as a person lays it out: an object or a list that fits in 90 columns
 * (what a code block shows on a laptop) stays on one line
 * (`{"key": "title", "type": "text"}`), a longer one breaks into one entry
 * per line. `JSON.stringify(value, null, 2)` gives every entry a line, which
 * made a post's two mapping fields ten lines long.
 */
const INDENT = '  ';

function flat(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${flat(entry)}`)
      .join(', ')}}`;
  }
  // JSON.stringify(undefined) is undefined, not a string, whatever its type says.
  return value === undefined ? 'null' : JSON.stringify(value);
}

export function formatJson(value: unknown, width = 90): string {
  const print = (entry: unknown, indent: string, prefix: string): string => {
    const oneLine = flat(entry);
    const isContainer = typeof entry === 'object' && entry !== null;
    const empty = isContainer && Object.keys(entry).length === 0;
    if (!isContainer || empty || indent.length + prefix.length + oneLine.length <= width) return `${indent}${prefix}${oneLine}`;
    const inner = indent + INDENT;
    if (Array.isArray(entry)) {
      return [`${indent}${prefix}[`, entry.map((item) => print(item, inner, '')).join(',\n'), `${indent}]`].join('\n');
    }
    const lines = Object.entries(entry).map(([key, item]) => print(item, inner, `${JSON.stringify(key)}: `));
    return [`${indent}${prefix}{`, lines.join(',\n'), `${indent}}`].join('\n');
  };
  return print(value, '', '');
}
