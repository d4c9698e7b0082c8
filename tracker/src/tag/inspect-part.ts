// In a two-part tag the inspector (issue 33: the host calls the tracker saw, the rule that took each, what it became)
// is a part of its own, tracker.inspect.js beside tracker.main.js, loaded only when asked: the hash flag
// #beaconInspect or window.__beacon.inspect() from the console (start.ts). Without either, no byte of it is fetched.
// Same origin and nonce as the main part, `?v=` the part's hash as built (tag/part-url.ts).
import type { Inspector } from './global';
import { loadPart } from './part-url';

const HASH = typeof __BEACON_INSPECT_HASH__ === 'string' ? __BEACON_INSPECT_HASH__ : 'dev';

/** The inspector part's entry point, loaded once (the global keeps it); rejects when it cannot load. */
export const loadInspectPart = (): Promise<Inspector> => loadPart<Inspector>('inspect', HASH, 'inspect', 'inspect');
