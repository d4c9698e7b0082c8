// Constants that tracker/rollup.config.mjs replaces at build time (@rollup/plugin-replace).
// Outside the bundle (vitest) they do not exist, so readers guard with `typeof`.

/** The service settings and the install records this bundle carries, as ASCII JSON (tracker/build/bake-config.mjs). */
declare const __BEACON_CONFIG__: string;
/** package.json version, sent as the batch's `version`. */
declare const __BEACON_VERSION__: string;
