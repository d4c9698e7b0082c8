export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A stable, unambiguous date: `2025-03-01 14:05:09 UTC` (the raw text when it is not a date). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

/** A value in one line for a difference table; absent stays visibly absent. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text;
}

/** A value for a table cell: one line, cut at `max` characters (the full value goes in a title). */
export function shortValue(value: unknown, max = 140): { text: string; full: string } {
  const full = formatValue(value);
  return { text: full.length > max ? `${full.slice(0, max - 1)}…` : full, full };
}

/** Pretty-prints a body when it is JSON (or form-encoded), else returns it as it is. */
export function prettyBody(body: string | null): { text: string; kind: 'json' | 'form' | 'text' | 'none' } {
  if (body === null || body === '') return { text: '', kind: 'none' };
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { text: JSON.stringify(JSON.parse(trimmed), null, 2), kind: 'json' };
    } catch {}
  }
  if (/^[\w.%[\]-]+=[^&]*(&[\w.%[\]-]+=[^&]*)*$/.test(trimmed)) {
    const params = new URLSearchParams(trimmed);
    return { text: [...params].map(([k, v]) => `${k} = ${v}`).join('\n'), kind: 'form' };
  }
  return { text: body, kind: 'text' };
}

/** The exact command that accepts a recording's new baseline; quoted for a POSIX shell when it needs to be. */
export function acceptCommand(site: string): string {
  const arg = /^[\w.@%+=:,/-]+$/.test(site) ? site : `'${site.replace(/'/g, `'\\''`)}'`;
  return `npm run replay -- ${arg} --update`;
}
