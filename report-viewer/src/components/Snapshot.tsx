import { useEffect, useState } from 'react';
import { loadSnapshot, type Loaded } from '../data/load.ts';
import type { ReportSource } from '../data/source.ts';

/**
 * The policy every snapshot document gets, on top of the iframe's empty sandbox: nothing is fetched from anywhere
 * (a recorded page must not call the real site, its trackers or this viewer's server), inline styles and data:
 * images still render.
 */
export const SNAPSHOT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/** Recorded HTML with the CSP meta first in its head (after a doctype, so standards mode is kept). */
export function snapshotDocument(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${SNAPSHOT_CSP}">`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? `${doctype[0]}${meta}${html.slice(doctype[0].length)}` : `${meta}${html}`;
}

/**
 * A DOM snapshot in an iframe with sandbox="" (no scripts, no same-origin, no forms, no popups, no top navigation)
 * and srcdoc: an opaque origin that can reach nothing of the viewer's. Recorded HTML is never trusted.
 */
export function SnapshotFrame({ source, path, step }: { source: ReportSource; path: string; step: string }) {
  const [state, setState] = useState<Loaded<string>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ state: 'loading' });
    void loadSnapshot(source, path).then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [source, path]);
  if (state.state === 'loading') return <p role="status">Loading the snapshot…</p>;
  if (state.state !== 'ready') {
    return (
      <p className="notice" role="alert">
        The snapshot of step “{step}” could not be shown: <code>{state.state === 'error' ? state.file : path}</code>{' '}
        {state.state === 'error' ? state.message : ''}.
      </p>
    );
  }
  return (
    <div className="snapshot">
      <iframe
        sandbox=""
        srcDoc={snapshotDocument(state.value)}
        title={`DOM snapshot after step ${step}`}
        referrerPolicy="no-referrer"
        data-snapshot={path}
      />
      <p className="muted">
        <code>{path}</code>, shown without scripts or outside resources.
      </p>
    </div>
  );
}
