import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatHash, parseHash, type Filters, type Route } from './route.ts';

export type Navigate = (route: Route, filters: Filters, options?: { replace?: boolean }) => void;

/** The current route and filters, from location.hash; navigate() pushes a history entry unless told to replace. */
export function useHashRoute(): { route: Route; filters: Filters; navigate: Navigate } {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const parsed = useMemo(() => parseHash(hash), [hash]);
  const navigate = useCallback<Navigate>((route, filters, options) => {
    const next = formatHash(route, filters);
    if (next === window.location.hash) return;
    if (options?.replace) {
      window.history.replaceState(window.history.state, '', next);
      setHash(next);
    } else {
      window.location.hash = next;
      setHash(next);
    }
  }, []);
  return { ...parsed, navigate };
}

/** Marks a moment for the benchmark (performance.mark) once the browser has painted what was just rendered. */
export function markPainted(name: string): void {
  if (typeof performance === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
  requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
}

/** Whether a key event belongs to a text field (then single-letter shortcuts must not fire). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
}
