// `window.__beacon_v1`, the internal global the parts of the tag share (ARCHITECTURE.md, "Light on the host page";
// the page-facing one is `window.__beacon`, core/boot.ts): the tag script
// publishes its network observers and call buffer here; the main part, loaded later from its own file, reaches
// them only through it (tracker/build/two-part.mjs turns the main part's imports of tracker/src/net and of the
// JSON builtins into reads of `net` and `json`). Versioned twice: the name (a future incompatible layout takes
// another name) and `v`, the stamp of the build, since a tag and a main part of two releases can meet in a cache.
import type * as Json from '../builtins/json';
import type * as Net from '../net';
import type { Payload } from '../core/types';
import type * as Capture from '../capture/surface';
import type * as Parse from '../parse';
import type { registerProvider } from '../core/registry';
import type { getJSON, session, setJSON } from '../core/storage';
import type { ConversionCall } from '../capture/families/impact';
import type { loadPart } from './part-url';

export const GLOBAL = '__beacon_v1';
export const STAMP = typeof __BEACON_STAMP__ === 'string' ? __BEACON_STAMP__ : 'dev';

/** What the upload part (upload.ts) publishes. */
export interface UploadPart {
  /** the page upload, built in idle slices (its ajaxCache from the calls given: those seen when it started) */
  build: (ajaxCalls: Net.Call[]) => Promise<Payload>;
  /** a body over the keepalive budget (the batch of an upload) as UTF-8 a slice at a time (core/idle-slices.ts) */
  encode: (text: string) => Promise<Blob>;
}

export type { InspectRow } from './inspect-row';
import type { InspectRow } from './inspect-row';

/** What the inspector part (inspect.ts) publishes: the rows (and, with #beaconInspect, the overlay). */
export type Inspector = () => Promise<InspectRow[]>;

export interface TagGlobal {
  /** the tag's stamp */
  v: string;
  /** the tag's own URL ('' when inlined) */
  src: string;
  net: typeof Net;
  /** the JSON builtins, which both parts use: one copy on the page */
  json: typeof Json;
  /** a main part has started on this page (a second copy then does nothing) */
  main?: true;
  /** a main part of another stamp was met and reported (reported once) */
  mismatch?: true;
  /** the main part's own <script> (its src and nonce locate the upload part beside it) */
  mainScript?: HTMLScriptElement | null;
  /** what the upload part (upload.ts) publishes */
  upload?: UploadPart;
  /** what the errors part (errors.ts) publishes, under its stamp: the error reports' builder */
  errors?: Record<string, import('../core/error-event').ErrorEvents>;
  /** what the inspector part (inspect.ts) publishes */
  inspect?: Inspector;
  /** what the conversion part (conversion.ts) publishes: the conversion tracker's ire() call */
  conversion?: ConversionCall;
  /** the all-sites main part's receiver of its host's install records: map/<key>.js calls it (src/mapping-part.ts) */
  mapping?: (key: string, records: import('../core/types').SiteMapping[]) => void;
  /** what the all-sites main part publishes for its adapter parts (src/adapter-parts.ts) */
  layer?: {
    capture: typeof Capture;
    parse: typeof Parse;
    registry: { registerProvider: typeof registerProvider };
    net: typeof Net;
    /** the session store the kit's handled and remembered ids live in (one per page, its in-memory fallback too) */
    storage: { session: typeof session; getJSON: typeof getJSON; setJSON: typeof setJSON };
    /** the loader of a part beside the main part (an adapter part's conversion tracker loads the conversion part) */
    part: { loadPart: typeof loadPart };
  };
}

export const tagGlobal = (): TagGlobal | undefined => (window as unknown as Record<string, TagGlobal | undefined>)[GLOBAL];
