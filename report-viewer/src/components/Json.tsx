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
  return (
    <pre className={`json json-${side}`} aria-label={label} tabIndex={0}>
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
