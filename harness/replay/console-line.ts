// A console message of a replayed page as a report line: with the URL Chromium gives for it (the script that
// logged it, or the resource that failed to load, which "Failed to load resource: … 404" does not name) and
// whether it came from the tracker (its script URLs) or from the page, so the viewer can keep the two apart.
import type { ConsoleLine } from '../report/types.ts';

/** A console message as Playwright and puppeteer-core give it. */
export interface ConsoleMessageLike {
  type(): string;
  text(): string;
  location(): { url?: string };
}

export function pageConsoleLine(msg: ConsoleMessageLike, step: string, trackerOrigin: string): ConsoleLine {
  const url = msg.location().url ?? '';
  const fromTracker = URL.canParse(url) && new URL(url).origin === trackerOrigin;
  return { type: msg.type(), text: msg.text(), step, source: fromTracker ? 'tracker' : 'page', ...(url ? { url } : {}) };
}
