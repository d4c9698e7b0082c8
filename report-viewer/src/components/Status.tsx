import type { SiteStatus } from '../types.ts';

const ICON: Record<SiteStatus, string> = { pass: '✓', fail: '✗', error: '⚠' };

/** A status with its icon and word: never colour alone. */
export function StatusBadge({ status }: { status: SiteStatus }) {
  return (
    <span className={`status status-${status}`}>
      <span aria-hidden="true">{ICON[status]} </span>
      {status}
    </span>
  );
}
