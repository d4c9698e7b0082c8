// Lint: TypeScript-aware recommended rules; type checking itself is `tsc --noEmit` in `npm run lint`.
// The second half makes ARCHITECTURE.md's "What may import what" errors, one config per folder;
// scripts/lint-rules.test.ts proves each rule fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Import specifiers are matched as written. `(\.\./)+name` catches a step up into folder `name` from any
// depth, so a rule keeps holding when a layer grows subfolders.
const up = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

const OUTSIDE_TRACKER = {
  regex: '(^|/)(harness|report-viewer|demo-sites|scripts|recordings|dist)(/|$)',
  message: 'tracker/ imports nothing outside tracker/ (ARCHITECTURE.md).',
};
const OUTSIDE_TRACKER_BUT_ENGINES = {
  regex: '(^|/)(harness(?!/(engines(\\.ts)?|driver/[a-z-]+(\\.ts)?|proxy/[a-z-]+(\\.ts)?)$)|report-viewer|demo-sites|scripts|recordings|dist)(/|$)',
  message: 'tracker/ imports nothing outside tracker/ (ARCHITECTURE.md); its tests may open engines through harness/engines.ts, harness/driver/ and harness/proxy/.',
};
const DEMO_NO_TRACKER = { regex: '(^|/)(tracker(/|$)|dist/tracker)', message: 'demo-sites/ never imports the tracker: truth comes from the site\'s own data (ARCHITECTURE.md).' };
const PACKAGE = {
  regex: '^(?![./])',
  message: 'The shipped tracker has no runtime dependencies: import only tracker sources.',
};
// `../index` is the tracker's entry from a layer's top folder; a layer subfolder names its parent's modules
// (`../dom`), never `../index`.
const ENTRY = {
  regex: '^(\\.\\./)+start(\\.ts)?$|^\\.\\./index(\\.ts)?$',
  message: 'Layers never import the entry points (start.ts, index.ts).',
};
const onlyBuiltins = (layer) => ({
  regex: up(['core', 'net', 'parse', 'capture', 'adapters']),
  message: `${layer} imports nothing but builtins (ARCHITECTURE.md).`,
});

const CAPTURE_NO_ADAPTER = { regex: up(['adapters']), message: 'capture imports core, net, parse and builtins, never an adapter (ARCHITECTURE.md).' };

/** Each tracker layer: the folder (or a narrower `files` glob under tracker/src/, whose entry comes later and so
 * replaces the folder's rule for those files) and what it may not import (besides outside tracker/ and packages). */
const LAYERS = [
  { folder: 'builtins', deny: [{ regex: '^\\.\\./', message: 'builtins imports nothing (ARCHITECTURE.md).' }] },
  { folder: 'core', deny: [{ regex: up(['net', 'parse', 'capture', 'adapters']), message: 'core imports only core and builtins (ARCHITECTURE.md).' }] },
  { folder: 'net', deny: [onlyBuiltins('net')] },
  { folder: 'parse', deny: [onlyBuiltins('parse')] },
  { folder: 'capture', deny: [CAPTURE_NO_ADAPTER] },
  // Sub-layers of capture: the engine never imports a platform family or the kit (only capture/index.ts re-exports
  // them: the adapter parts carry copies of what they use); a kit helper imports the engine, never another kit
  // helper or a family; a family imports the engine and the kit, never another family (a trick two families need
  // moves into the kit).
  {
    folder: 'capture',
    files: 'capture/*.{ts,tsx,js,mjs}',
    ignores: ['tracker/src/capture/index.ts'],
    deny: [CAPTURE_NO_ADAPTER, { regex: '^\\./(families|kit)(/|$)', message: 'The capture engine never imports a platform family or the kit; capture/index.ts re-exports them (ARCHITECTURE.md).' }],
  },
  {
    folder: 'capture',
    files: 'capture/kit/**/*.{ts,tsx,js,mjs}',
    deny: [
      CAPTURE_NO_ADAPTER,
      { regex: '^\\./', message: 'A kit helper never imports another: each is copied alone into the adapter parts that use it (ARCHITECTURE.md).' },
      { regex: '^\\.\\./families(/|$)', message: 'The kit never imports a platform family (ARCHITECTURE.md).' },
    ],
  },
  {
    folder: 'capture',
    files: 'capture/families/**/*.{ts,tsx,js,mjs}',
    deny: [CAPTURE_NO_ADAPTER, { regex: '^\\./', message: 'A platform family never imports another family: move the shared trick into the kit (ARCHITECTURE.md).' }],
  },
  // the inspector part (issue 33): reads the tag's global and what the page keeps, never the main part's modules
  { folder: 'inspect', deny: [{ regex: up(['capture', 'adapters', 'parse']), message: 'The inspector part reads the page and the tag\'s global, never the capture engine or an adapter (ARCHITECTURE.md "Inspector").' }] },
  {
    folder: 'adapters',
    deny: [
      { regex: '^\\./', message: 'An adapter never imports another adapter: move the shared trick into capture/ (ARCHITECTURE.md).' },
      { regex: up(['adapters']), message: 'An adapter never imports another adapter: move the shared trick into capture/ (ARCHITECTURE.md).' },
      { regex: up(['net']), message: 'Adapters import capture, parse and core/registry only (ARCHITECTURE.md).' },
      { regex: '^(\\.\\./)+capture/', message: "Adapters import capture only through its index ('../capture'), so capture can move its files (ARCHITECTURE.md)." },
      { regex: '^(\\.\\./)+core(/(?!registry(\\.ts)?$)|$)', message: 'Adapters import only core/registry from core: use a capture mechanism (ARCHITECTURE.md).' },
    ],
  },
];

// Test files may import what they test; adapter-testing.ts is the adapters' test support (it imports vitest).
const TESTS = ['tracker/src/**/*.test.ts', 'tracker/src/capture/adapter-testing.ts'];
// The adapter list imports every adapter (one per line); it is no adapter itself.
const ADAPTER_LIST = 'tracker/src/adapters/index.ts';

// The harness uses the tracker only as built; of tracker/ it reads only the install-record format, which the build
// and a recording's mapping.json share (one schema), the build's writer of map/<key>.js files (the replay serves
// a recording's records as the build would), and the type of an inspector row (a replay report carries them).
const HARNESS_TRACKER = {
  regex: '(^|/)tracker/(?!build/(install-records|mapping-files)\\.mjs$|src/tag/inspect-row\\.ts$)',
  message: 'harness/ uses the tracker only as built (dist/), never its sources; of tracker/ it imports only build/install-records.mjs and build/mapping-files.mjs, and the inspector row type src/tag/inspect-row.ts (ARCHITECTURE.md).',
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const layerConfigs = LAYERS.map(({ folder, files, ignores = [], deny }) => ({
  files: [`tracker/src/${files ?? `${folder}/**/*.{ts,tsx,js,mjs}`}`],
  ignores: [...TESTS, ...ignores, ...(folder === 'adapters' ? [ADAPTER_LIST] : [])],
  rules: restrict([OUTSIDE_TRACKER, PACKAGE, ENTRY, ...deny]),
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'report-viewer/dist/', 'replay-report/', 'test-results/', 'playwright-report/', 'recordings/', '.beacon-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The tracker ships inside other people's pages: nothing of it (tests and build included) reaches outside tracker/.
  { files: ['tracker/**/*.{ts,tsx,js,mjs}'], rules: restrict([OUTSIDE_TRACKER]) },
  // except that its browser tests open every engine through the harness's one launcher per engine and its
  // document-script injection (harness/engines.ts, harness/driver/, harness/proxy/): test code, never shipped
  { files: ['tracker/test/**/*.{ts,tsx,js,mjs}'], rules: restrict([OUTSIDE_TRACKER_BUT_ENGINES]) },
  ...layerConfigs,
  // Adapters parse scraped values only with the shared parsers (parse/: toNumber, toInt, parsePrice, …), which
  // return null on junk, never NaN, and read locale formats; a private Number()/parseFloat() is how a "1.234,50"
  // became NaN before (issue 29). Math.round on amounts already parsed says why where it is used.
  {
    files: ['tracker/src/adapters/**/*.ts'],
    ignores: [...TESTS, ADAPTER_LIST],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name=/^(Number|parseFloat|parseInt)$/]", message: 'Adapters parse with the parse helpers (toNumber, toInt, parsePrice from ../parse), never Number()/parseFloat()/parseInt() (ARCHITECTURE.md).' },
        { selector: "CallExpression[callee.object.name='Number'][callee.property.name=/^(parseFloat|parseInt)$/]", message: 'Adapters parse with the parse helpers (toNumber, toInt, parsePrice from ../parse) (ARCHITECTURE.md).' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='round']", message: 'Adapters round with the shared helpers (addTo rounds to cents); a rounding of amounts already parsed says why in an eslint-disable comment (ARCHITECTURE.md).' },
      ],
    },
  },
  {
    files: ['harness/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([HARNESS_TRACKER]),
  },
  {
    // The demo sites stand on the harness (its recording layout, step runner, report types), never the reverse;
    // the harness's end-to-end specs drive demo sites, as scripts/ do.
    files: ['harness/**/*.{ts,tsx,js,mjs}'],
    ignores: ['harness/**/*.spec.ts'],
    rules: restrict([
      HARNESS_TRACKER,
      { regex: '(^|/)demo-sites(/|$)', message: 'harness/ never imports demo-sites/ (the demo sites import the harness): put it in demo-sites/server/ or pass it in from scripts/ (ARCHITECTURE.md).' },
    ]),
  },
  {
    files: ['demo-sites/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([DEMO_NO_TRACKER]),
  },
  {
    // Inside demo-sites/: the server (generic, every site's) knows no platform and no site; a platform's shared demo
    // code (platforms/<slug>/) stands on the server, never on a site or another platform.
    files: ['demo-sites/server/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([DEMO_NO_TRACKER, {
      regex: '^\\.\\./(?!\\.\\./)',
      message: 'demo-sites/server/ is every site\'s: it never imports a platform\'s demo code or a site (ARCHITECTURE.md).',
    }]),
  },
  {
    files: ['demo-sites/platforms/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([DEMO_NO_TRACKER, {
      regex: '^\\.\\./(?!(\\.\\./)*(server|harness|tracker|dist)/)', // the tracker: DEMO_NO_TRACKER's
      message: 'demo-sites/platforms/<slug>/ imports the server (and the harness\'s recording layout), never a site or another platform (ARCHITECTURE.md).',
    }]),
  },
  {
    // A subfolder of a platform's demo code (platforms/<slug>/<part>/) may also import its platform's own modules
    // (`../x.ts`, still inside platforms/<slug>/); two levels up is another platform or a site.
    files: ['demo-sites/platforms/*/*/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([DEMO_NO_TRACKER, {
      regex: '^\\.\\./\\.\\./(?!(\\.\\./)*(server|harness|tracker|dist)/)', // the tracker: DEMO_NO_TRACKER's
      message: 'demo-sites/platforms/<slug>/ imports the server (and the harness\'s recording layout) and its own modules, never a site or another platform (ARCHITECTURE.md).',
    }]),
  },
  {
    // A site (demo-sites/<site>/) stands on the server and its platform's demo code, never on another site: what two
    // sites of a platform share lives in platforms/<slug>/.
    files: ['demo-sites/**/*.{ts,tsx,js,mjs}'],
    ignores: ['demo-sites/server/**', 'demo-sites/platforms/**'],
    rules: restrict([DEMO_NO_TRACKER, {
      regex: '^\\.\\./(?!(server|platforms)/|\\.\\./)',
      message: 'A demo site imports the server and demo-sites/platforms/<slug>/, never another site: move what sites share to platforms/<slug>/ (ARCHITECTURE.md).',
    }]),
  },
  {
    // The app; its browser tests (report-viewer/e2e/) drive it through scripts/report.ts.
    files: ['report-viewer/src/**/*.{ts,tsx,js,mjs}'],
    rules: restrict([{
      regex: '^(?!(\\.\\./)+harness/report/types(\\.ts)?$).*(^|/)(tracker|harness|demo-sites|scripts|recordings)(/|$)',
      message: 'report-viewer/ reads replay-report/ files; from the repository it imports only harness/report/types.ts (ARCHITECTURE.md).',
    }]),
  },
);
