// Issue 29, "nothing hidden": the matcher's fallbacks (harness/har/matcher.ts FALLBACKS: `repeat` answers a request
// whose recorded answers were all served with the last one again, `similar-body` answers a request no recorded one
// matches with the most similar recorded body) answer with an entry recorded for another request. Each such answer
// is counted in the report, and a fallback may change no event unless the recording allows it by name.
//
// The check (decision: ARCHITECTURE.md "Nothing hidden"): for each fallback that answered, the recording is replayed
// again with that fallback turned off (its requests are then unmatched, a 404, as with no fallback at all), and the
// events of both replays are compared in golden form. The same events: the fallback changed nothing the tracker
// reports ("unchanged"). Other events, or a replay that cannot finish without it: the fallback changed an event,
// and the site FAILS ("changed"), naming the requests it answered, the fallback and the event paths that differ,
// unless meta.json's `matcher.allowFallbacks` names the fallback with a reason ("allowed"). One fallback turned off
// at a time, so a change is put on the fallback that made it.
import type { Fallback } from '../har/matcher.ts';
import { FALLBACKS } from '../har/matcher.ts';
import type { DiffEntry, FallbackAnswer, FallbackCheck, FallbackReport, GoldenEvent, ServedCall } from '../report/types.ts';
import { diffEvents } from '../golden/diff.ts';

/** The events of the replay with `fallback` turned off, or why it could not finish. */
export type ReplayWithout = (fallback: Fallback) => Promise<{ events: GoldenEvent[]; error: string | null }>;

/** Each answer a fallback gave, in the order served. */
export function fallbackAnswers(served: readonly ServedCall[]): FallbackAnswer[] {
  return served.flatMap((s) => (s.fallback ? [{ fallback: s.fallback, step: s.step, method: s.method, url: s.url, entry: s.entry }] : []));
}

/** Answers per fallback, every fallback named (0 when it gave none). */
export function fallbackCounts(answers: readonly FallbackAnswer[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(FALLBACKS.map((f) => [f, 0]));
  for (const a of answers) counts[a.fallback] = (counts[a.fallback] ?? 0) + 1;
  return counts;
}

/** The fallbacks of a replay and the check of each that answered (`without` replays the recording without it). */
export async function checkFallbacks(
  served: readonly ServedCall[],
  events: readonly GoldenEvent[],
  allowed: Partial<Record<Fallback, string>>,
  without: ReplayWithout,
): Promise<FallbackReport> {
  const answers = fallbackAnswers(served);
  const counts = fallbackCounts(answers);
  const checks: FallbackCheck[] = [];
  for (const fallback of FALLBACKS) {
    const mine = answers.filter((a) => a.fallback === fallback);
    if (mine.length === 0) continue;
    const requests = [...new Set(mine.map((a) => `${a.method} ${a.url}`))];
    const other = await without(fallback);
    const changes = diffEvents([...events], other.events).map(describeChange);
    if (other.error) changes.unshift(`the replay without ${fallback} did not finish: ${other.error}`);
    const changed = changes.length > 0;
    const because = allowed[fallback] ?? null;
    checks.push({
      fallback,
      verdict: !changed ? 'unchanged' : because ? 'allowed' : 'changed',
      allowedBecause: because,
      requests,
      changes,
      error: other.error,
    });
  }
  return { counts, answers, checks };
}

const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** One event difference between the replay with the fallback (expected) and without it (actual), in words. */
export function describeChange(d: DiffEntry): string {
  const event = (d.kind === 'removed' ? d.expected : d.actual) as GoldenEvent | undefined;
  if (/^events\[\d+\]$/.test(d.path) && event && typeof event === 'object' && 'action' in event) {
    const what = `${event.action} in step "${event.step}" ${short(event.payload)}`;
    return d.kind === 'removed' ? `${d.path} ${what} is sent only with the fallback's answer` : `${d.path} ${what} is sent only without it`;
  }
  if (d.kind === 'changed') return `${d.path}: ${short(d.expected)} with the fallback's answer, ${short(d.actual)} without it`;
  if (d.kind === 'removed') return `${d.path}: ${short(d.expected)} only with the fallback's answer`;
  return `${d.path}: ${short(d.actual)} only without it`;
}

/** The checks that fail the site (a fallback changed an event and the recording does not allow it). */
export function fallbackFailures(report: FallbackReport | undefined): FallbackCheck[] {
  return report ? report.checks.filter((c) => c.verdict === 'changed') : [];
}

/** A failed check in words: the fallback, the requests it answered and the events it changed. */
export function describeFallbackFailure(c: FallbackCheck): string {
  const what = c.requests.length > 3 ? `${c.requests.slice(0, 3).join(', ')} and ${c.requests.length - 3} more` : c.requests.join(', ');
  return `the ${c.fallback} fallback answered ${what}, and without it the events differ: ${c.changes.slice(0, 5).join('; ')}${c.changes.length > 5 ? ` (+${c.changes.length - 5} more)` : ''}. Fix the recording, or allow it in meta.json "matcher": { "allowFallbacks": { "${c.fallback}": "<why>" } }`;
}
