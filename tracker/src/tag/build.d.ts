// Constants of the two-part tag that tracker/rollup.config.mjs replaces at build time (tracker/build/two-part.mjs).
// Outside the bundle (vitest) they do not exist, so readers guard with `typeof`.

/** Which part a bundle is: 'tag' (tracker.js), 'main' (tracker.main.js) or 'whole' (both in one script). */
declare const __BEACON_PART__: string;
/** The interface version of the pair (package version + a hash of tracker/src/net): both parts must agree. */
declare const __BEACON_STAMP__: string;
/** A hash of the main part as built, the query that ties a tag to its own main part in any cache. */
declare const __BEACON_MAIN_HASH__: string;
/** Where the main part is when the tag has no src (inlined): the first scriptHost of tracker/service.json (or the input's). */
declare const __BEACON_MAIN_FALLBACK__: string;
/** JSONP callbacks to watch from the tag's evaluation: { p: provider -> names, s: a per-site tag's records that
 * decide whether the page's host maps to such a provider (null in the all-sites tag: every provider's names) },
 * or null when no adapter of the build needs that. */
declare const __BEACON_EARLY__: { p: Record<string, (string | RegExp)[]>; s: { host: string; provider: string }[] | null } | null;
/** A hash of the upload part as built (tracker.upload.js?v=…), baked into its main part. */
declare const __BEACON_UPLOAD_HASH__: string;
/** Whether the page upload comes from the upload part (a main part) or is in this script (a one-script build). */
declare const __BEACON_UPLOAD_PART__: boolean;
/** The hash of the adapter parts as built (tracker/build/adapter-parts.mjs partHashes), each part's `?v=`. */
declare const __BEACON_ADAPTER_PARTS_HASH__: string;
/** Whether the bundle is the all-sites main part that loads adapter parts (boot waits for its site's part). */
declare const __BEACON_HAS_ADAPTER_PARTS__: boolean;
/** Whether a mapping baked into this build asks for the conversion tracker (capture/families/impact.ts). */
declare const __BEACON_CONVERSION_TRACKER__: boolean;
/** Whether the conversion tracker's call comes from the conversion part (the all-sites tag's adapter parts) or is in
 * this script (capture/families/impact.ts). */
declare const __BEACON_CONVERSION_PART__: boolean;
/** A hash of the conversion part as built (tracker.conversion.js?v=…), baked into the adapter parts that load it. */
declare const __BEACON_CONVERSION_HASH__: string;
/** Whether error reports' bodies come from the errors part (a main part) or are built in this script (core/errors.ts). */
declare const __BEACON_ERRORS_PART__: boolean;
/** A hash of the errors part as built (tracker.errors.js?v=…), baked into its main part (tag/errors-part.ts). */
declare const __BEACON_ERRORS_HASH__: string;
/** A hash of the inspector part as built (tracker.inspect.js?v=…), baked into its main part (tag/inspect-part.ts). */
declare const __BEACON_INSPECT_HASH__: string;
/** Whether the build may meet installs sharing a host (all-sites builds; a per-site build whose records have such a
 * host or a resolver): else it reads no install markers (core/boot.ts). */
declare const __BEACON_SHARED_DOMAINS__: boolean;
