import { useLayoutEffect, useRef } from 'react';
import { jsonLines, type LineMark } from '../diff/jsonLines.ts';

const SYMBOL: Record<'expected' | 'actual', string> = { expected: '−', actual: '+' };

/** A pretty-printed value with the differing lines marked: <del> and − on the expected side, <ins> and + on the actual. */
export function JsonBlock({
  value,
  basePath,
  marks,
  side,
  label,
}: {
  value: unknown;
  basePath: string;
  marks: ReadonlyMap<string, LineMark>;
  side: 'expected' | 'actual';
  label: string;
}) {
  const lines = jsonLines(value, basePath, marks);
  const ref = useRef<HTMLPreElement>(null);
  const firstMark = lines.find((line) => line.mark)?.path;
  useLayoutEffect(() => {
    // The block scrolls inside itself (max-height): a difference further down would be cut at its bottom edge or
    // hidden, so scroll the first one into view, with two lines of context above it. The page itself stays put.
    const pre = ref.current;
    const first = pre?.querySelector<HTMLElement>('.line[data-path]');
    if (!pre || !first) return;
    const top = first.getBoundingClientRect().top - pre.getBoundingClientRect().top + pre.scrollTop;
    const visible = top >= pre.scrollTop && top + first.offsetHeight <= pre.scrollTop + pre.clientHeight;
    if (!visible) pre.scrollTop = Math.max(0, top - 2 * first.offsetHeight);
  }, [value, firstMark]); // not on every render: a reader who scrolled elsewhere stays there
  return (
    <pre ref={ref} className={`json json-${side}`} aria-label={label} tabIndex={0}>
      <code>
        {lines.map((line, i) => {
          const text = `${'  '.repeat(line.depth)}${line.text}`;
          if (!line.mark) {
            return (
              <span key={i} className="line">
                <span className="gutter" aria-hidden="true">
                  {' '}
                </span>
                {text}
                {'\n'}
              </span>
            );
          }
          const Tag = side === 'expected' ? 'del' : 'ins';
          return (
            <Tag key={i} className={`line mark-${line.mark}`} data-path={line.path} title={`${line.mark} at ${line.path}`}>
              <span className="gutter" aria-hidden="true">
                {SYMBOL[side]}
              </span>
              {text}
              {'\n'}
            </Tag>
          );
        })}
      </code>
    </pre>
  );
}

/** A request or response body, pretty-printed when it is JSON or form-encoded. */
export function Body({ text, kind, label }: { text: string; kind: string; label: string }) {
  if (kind === 'none') return <p className="muted">{label}: none</p>;
  return (
    <figure className="body">
      <figcaption>
        {label} <span className="muted">({kind})</span>
      </figcaption>
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
