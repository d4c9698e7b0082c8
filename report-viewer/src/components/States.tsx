import type { ReactNode } from 'react';

type Level = 1 | 2;

function Heading({ level, children }: { level: Level; children: ReactNode }) {
  return level === 1 ? <h1>{children}</h1> : <h2>{children}</h2>;
}

export function Loading({ what }: { what: string }) {
  return (
    <div className="state state-loading" data-state="loading">
      <p role="status">Loading {what}…</p>
    </div>
  );
}

export function Empty() {
  return (
    <div className="state state-empty" data-state="empty">
      <h1>No report yet</h1>
      <p>
        There is no replay report to show. Run <code>npm run replay</code> to make one, then <code>npm run report</code> to
        look at it.
      </p>
    </div>
  );
}

export function Malformed({ file, reason, level = 1, children }: { file: string; reason: string; level?: Level; children?: ReactNode }) {
  return (
    <div className="state state-malformed" data-state="malformed" role="alert">
      <Heading level={level}>The report is malformed</Heading>
      <p>
        <code>{file}</code> is not a replay report this viewer can read: {reason}.
      </p>
      <p>
        Reports are written by <code>npm run replay</code>; run it again to write a fresh one, and rebuild the viewer from the same
        checkout if the format changed.
      </p>
      {children}
    </div>
  );
}

export function LoadError({ file, message, level = 1, children }: { file: string; message: string; level?: Level; children?: ReactNode }) {
  return (
    <div className="state state-error" data-state="error" role="alert">
      <Heading level={level}>The report could not be loaded</Heading>
      <p>
        Reading <code>{file}</code> failed: {message}.
      </p>
      {children}
    </div>
  );
}
