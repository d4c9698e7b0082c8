// Pretty-prints a JSON value line by line, each line knowing its JSON path, so differences can be marked where
// they are (with <del>/<ins> and − / + symbols, never colour alone).

export type LineMark = 'changed' | 'added' | 'removed';

export interface JsonLine {
  text: string;
  depth: number;
  path: string;
  mark: LineMark | null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function child(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (IDENTIFIER.test(key)) return base ? `${base}.${key}` : key;
  return `${base}[${JSON.stringify(key)}]`;
}

export function jsonLines(value: unknown, basePath: string, marks: ReadonlyMap<string, LineMark> = new Map()): JsonLine[] {
  const lines: JsonLine[] = [];
  const visit = (v: unknown, path: string, depth: number, prefix: string, comma: string, inherited: LineMark | null) => {
    const mark = marks.get(path) ?? inherited;
    const push = (text: string) => lines.push({ text, depth, path, mark });
    if (Array.isArray(v)) {
      if (v.length === 0) return push(`${prefix}[]${comma}`);
      push(`${prefix}[`);
      v.forEach((item, i) => visit(item, child(path, i), depth + 1, '', i < v.length - 1 ? ',' : '', mark));
      return push(`]${comma}`);
    }
    if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      if (entries.length === 0) return push(`${prefix}{}${comma}`);
      push(`${prefix}{`);
      entries.forEach(([k, item], i) =>
        visit(item, child(path, k), depth + 1, `${JSON.stringify(k)}: `, i < entries.length - 1 ? ',' : '', mark),
      );
      return push(`}${comma}`);
    }
    push(`${prefix}${v === undefined ? 'undefined' : JSON.stringify(v)}${comma}`);
  };
  visit(value, basePath, 0, '', '', null);
  return lines;
}
