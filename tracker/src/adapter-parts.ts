// The all-sites main part's side of the adapter parts (tracker/build/adapter-parts.mjs): each platform adapter is a
// file of its own beside the main part, tracker.adapter.<slug>.js?v=<hash of the parts as built>, and a page loads
// only the one its site mapping names, when boot asks for it (core/registry.ts loadPart). This publishes what the
// parts stand on (the capture engine, parse/, the registry, the tag's net/, the session store, the loader of a part;
// a part carries the family and kit helpers it uses itself) on the tag's global and registers the loader of parts.
// Same origin and nonce as the main part, as the upload part (capture/upload-part.ts).
import * as capture from './capture/surface';
import * as parse from './parse';
import { registerParts, registerProvider } from './core/registry';
import { getJSON, session, setJSON } from './core/storage';
import { tagGlobal } from './tag/global';
import { loadPart } from './tag/part-url';

/** every part's `?v=`: the hash of the parts as built (tracker/build/adapter-parts.mjs partHashes) */
const HASH = typeof __BEACON_ADAPTER_PARTS_HASH__ === 'string' ? __BEACON_ADAPTER_PARTS_HASH__ : 'dev';

export function publishAdapterLayer(): void {
  const g = tagGlobal();
  if (!g) return;
  g.layer = { capture, parse, registry: { registerProvider }, net: g.net, storage: { session, getJSON, setJSON }, part: { loadPart } };
  // by the provider's name: the build checked every install record's provider against the parts it built
  registerParts((slug) => loadPart(`adapter.${slug}`, HASH, 'Adapter part', undefined, `adapter part for ${slug}`));
}
