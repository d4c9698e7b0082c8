// `npm run new-adapter -- <slug> [--no-record]`: scaffolds a new platform under one slug, everywhere at once:
//   tracker/src/adapters/<slug>.ts        the adapter (capture layer's defineAdapter): a property-page capture to
//                                         start from, with its routing cases
//   tracker/src/adapters/<slug>.test.ts   its unit test (routing cases and the property event, no browser)
//   tracker/src/adapters/index.ts         the import line, kept sorted
//   demo-sites/<slug>/SOURCES.md  the platform's one evidence file (wire shapes, sources, evidence levels;
//                                         "assumed" until its public sources are read), which the adapter links
//   demo-sites/<slug>/                    site.ts (home + one property page), README.md (what the site is)
//   recordings/<slug>/steps.json          the steps that drive the demo site (the recording's, the only copy)
//   recordings/<slug>/truth.json          the site's ground truth, written from its DATA
//   recordings/<slug>/                    the demo site recorded: mapping.json (one install record, siteKey =
//                                         slug), meta.json, the HAR, golden.json (skipped with --no-record)
//   docs/platforms.md, docs/spec-coverage.md  regenerated (npm run platforms, npm run spec-coverage), last, since
//                                         both read the recordings; their tests fail on a stale file
// Everything compiles and passes as generated (harness/new-adapter.spec.ts, `npm run test:scaffold`, runs it in a
// copy, then the checks npm test runs); the work is then to make the demo site follow the platform's real shapes
// (its SOURCES.md first), write its truth.json from its data, and grow the adapter until the golden agrees with the
// truth.
// With --no-record the registry and support-matrix tests fail until the demo site is recorded (they demand one).
// Refuses (nothing written) when the slug is not lowercase a-z0-9 with single dashes, or when any of the files,
// folders or the index line already exists. Exit 0 done; 1 refused or failed (recording, truth, regenerating);
// 2 bad usage.
// BEACON_ROOT scaffolds into another checkout (the harness's own tests use a copy under .beacon-tmp/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';

const ROOT = process.env.BEACON_ROOT ? resolve(process.env.BEACON_ROOT) : resolve(import.meta.dirname, '..');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const USAGE = `usage: npm run new-adapter -- <slug> [--no-record]

Scaffolds a platform under <slug> (lowercase letters, digits and single dashes, e.g. "sea-breeze"): the adapter and
its test in tracker/src/adapters/, its import in index.ts, its evidence file demo-sites/<slug>/SOURCES.md, a
demo site in demo-sites/<slug>/ (site, README), its steps and truth and the demo site recorded into
recordings/<slug>/ with its golden; then regenerates docs/platforms.md and docs/spec-coverage.md.

  --no-record   scaffold only; record later with npm run record:demos -- <slug>
  -h, --help    this text

exit codes: ${EXIT.ok} done; ${EXIT.failed} refused (the slug is taken, nothing written), recording failed, or
  docs/platforms.md or docs/spec-coverage.md could not be regenerated; ${EXIT.usage} bad usage`;

const title = (slug: string) => slug.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

function adapterFile(slug: string, today: string): string {
  return `// ${slug}: ${title(slug)} (scaffolded by \`npm run new-adapter\`: a small JSON booking widget; name the platform here).
// Wire shapes, their evidence and what this adapter reads: demo-sites/${slug}/SOURCES.md.
import { attr, defineAdapter, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const CONFIRMATION = '.confirmation';

registerProvider(
  defineAdapter({
    slug: '${slug}',
    label: '${title(slug)}',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '${today}',
    currency: 'USD',
    // '/search/*', not '/search/': a plain string matches anywhere in the path, and would claim spec paths such
    // as /vacation/search/… that the recording never visits (docs/spec-coverage.md)
    paths: { search: '/search/*', property: '/property/:slug', conversion: '/booking-confirmation/' },
    observe: { quote: { method: 'POST', url: /\\/api\\/quote\\/?(\\?|$)/ } },
    ready: { conversion: CONFIRMATION },
    map: {
      search: (s) => ({
        result_count: text('.result-count'),
        checkin: s.param('checkin'),
        checkout: s.param('checkout'),
        guests_adults: [s.param('adults'), s.param('adults')],
      }),
      property: () => ({ listing_id: attr('article.property', 'data-listing-id'), listing_name: text('article.property h1') }),
      quote: (s) => ({
        listing_id: s.param('listing_id'),
        listing_name: text('article.property h1'),
        checkin: s.param('checkin'),
        checkout: s.param('checkout'),
        guests_adults: s.param('adults'),
        total: pick(s.json, 'total'),
        currency: pick(s.json, 'currency'),
        line_items: pick(s.json, 'line_items'),
        success: pick(s.json, 'success'),
        error_message: pick(s.json, 'error'),
      }),
      conversion: () => ({
        reservation_id: attr(CONFIRMATION, 'data-reservation-id'),
        listing_id: attr(CONFIRMATION, 'data-listing-id'),
        checkin: attr(CONFIRMATION, 'data-checkin'),
        checkout: attr(CONFIRMATION, 'data-checkout'),
        total: attr(CONFIRMATION, 'data-total'),
      }),
    },
    pathCases: {
      handles: {
        search: ['/search/?checkin=2026-12-14&checkout=2026-12-19&adults=2'],
        property: ['/property/sea-view-cottage/'],
        conversion: ['/booking-confirmation/?ref=SB-1001'],
      },
      ignores: ['/', '/about/'],
    },
  }),
);
`;
}

function adapterTest(slug: string): string {
  return `// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './${slug}';

describe('${slug}', () => {
  it('routes as its pathCases say', () => expect(pathProblems('${slug}')).toEqual([]));

  it('reports the property page', async () => {
    const run = runAdapter('${slug}', '/property/sea-view-cottage/', '<article class="property" data-listing-id="101"><h1>Sea View Cottage</h1></article>');
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '101', listing_name: 'Sea View Cottage' }]);
  });
});
`;
}

function siteFile(slug: string): string {
  return `// ${slug}: ${title(slug)} Rentals (www.${slug}-demo.test). Scaffolded by \`npm run new-adapter\`: search, a
// property page with a JSON quote widget (an unavailable stay, a priced one), and a confirmation page. Make it
// follow the platform's real public shapes (request fields, JSON/HTML answers, markup): see demo-sites/README.md
// and the other sites. truth.json is written from DATA, never from running the tracker.
import { get, html, json, parseJson, post } from '../server/http.ts';
import { renderPage, type Chrome, type Page } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';

export const DATA = {
  homes: [
    { id: '101', slug: 'sea-view-cottage', name: 'Sea View Cottage', nightly: 200 },
    { id: '102', slug: 'harbour-loft', name: 'Harbour Loft', nightly: 160 },
  ],
  cleaning: 150,
  taxRate: 0.1,
  /** nights nobody can book */
  booked: ['2026-12-22', '2026-12-23'],
  reservation: 'SB-1001',
};

const chrome: Chrome = {
  brand: '${title(slug)} Rentals',
  tagline: 'Holiday homes by the sea',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Search', href: '/search/?checkin=2026-12-14&checkout=2026-12-19&adults=2' },
  ],
  accent: '#2a6f97',
  stylesheet: '/assets/style.css',
  footer: '${title(slug)} Rentals · a demo site for the ${slug} adapter',
};

const page = (p: Page) => html(renderPage(chrome, p));
const DAY = 86_400_000;
const nightsOf = (checkin: string, checkout: string) => Math.round((Date.parse(checkout) - Date.parse(checkin)) / DAY);
const usd = (n: number) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The quote for a stay: rent, cleaning, 10% tax on both; refused when a night is booked. */
export function quote(id: string, checkin: string, checkout: string) {
  const home = DATA.homes.find((h) => h.id === id);
  const nights = nightsOf(checkin, checkout);
  if (!home || !(nights > 0)) return { success: false, error: 'Please choose your dates.' };
  for (let i = 0; i < nights; i++) {
    if (DATA.booked.includes(new Date(Date.parse(checkin) + i * DAY).toISOString().slice(0, 10))) return { success: false, error: 'Those dates are not available.' };
  }
  const rent = nights * home.nightly;
  const taxes = Math.round((rent + DATA.cleaning) * DATA.taxRate * 100) / 100;
  return { success: true, total: rent + DATA.cleaning + taxes, currency: 'USD', line_items: { Rent: rent, 'Cleaning Fee': DATA.cleaning, Taxes: taxes } };
}

const WIDGET = \`
(function () {
  var form = document.getElementById('quote-form');
  var out = document.getElementById('quote-result');
  document.getElementById('get-quote').addEventListener('click', function () {
    var body = { listing_id: form.dataset.listingId, checkin: form.checkin.value, checkout: form.checkout.value, adults: Number(form.adults.value) };
    fetch('/api/quote', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (q) {
        out.innerHTML = q.success
          ? '<p id="quote-total">Total ' + q.total.toLocaleString('en-US', { style: 'currency', currency: q.currency }) + '</p>'
          : '<p id="quote-error" class="error">' + q.error + '</p>';
        document.getElementById('book').hidden = !q.success;
      });
  });
})();\`;

export default defineSite({
  slug: '${slug}',
  provider: '${slug}',
  platform: 'a small JSON booking widget (describe the platform it imitates)',
  chrome,
  routes() {
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<h1>Holiday homes by the sea</h1>' })),
      get('/search/', (req) => {
        const list = DATA.homes.map((h) => \`<li class="listing" data-id="\${h.id}"><a href="/property/\${h.slug}/">\${h.name}</a></li>\`).join('');
        const nights = nightsOf(req.query.get('checkin') ?? '', req.query.get('checkout') ?? '');
        return page({ title: 'Search', bodyClass: 'search', main: \`<h1>Search</h1><p class="result-count">\${DATA.homes.length} homes</p><p class="stay">\${nights} nights</p><ul class="listings">\${list}</ul>\` });
      }),
      get('/property/:slug/', (_req, { slug: s }) => {
        const h = DATA.homes.find((x) => x.slug === s);
        if (!h) return null;
        const main = \`<article class="property" data-listing-id="\${h.id}"><h1>\${h.name}</h1><p>\${usd(h.nightly)} a night</p>
<form id="quote-form" data-listing-id="\${h.id}" onsubmit="return false">
<input id="checkin" name="checkin" type="date"> <input id="checkout" name="checkout" type="date">
<select id="adults" name="adults"><option>1</option><option selected>2</option><option>3</option></select>
<button id="get-quote" type="button">Get a quote</button></form><div id="quote-result"></div>
<a id="book" href="/booking-confirmation/?ref=\${DATA.reservation}" hidden>Book now</a></article>\`;
        return page({ title: h.name, bodyClass: 'single-property', main, inline: [WIDGET] });
      }),
      post('/api/quote', (req) => {
        const b = (parseJson(req.body) ?? {}) as Record<string, string>;
        return json(quote(String(b.listing_id), String(b.checkin), String(b.checkout)));
      }),
      get('/booking-confirmation/', () => {
        const q = quote('101', '2026-12-14', '2026-12-19') as { total: number };
        return page({
          title: 'Booking confirmed',
          bodyClass: 'confirmation-page',
          main: \`<div class="confirmation" data-reservation-id="\${DATA.reservation}" data-listing-id="101" data-checkin="2026-12-14" data-checkout="2026-12-19" data-total="\${q.total.toFixed(2)}"><h1>Thank you!</h1><p>Reservation \${DATA.reservation}: Sea View Cottage, 14–19 December 2026, \${usd(q.total)}.</p></div>\`,
        });
      }),
    ];
  },
});
`;
}

function stepsFile(slug: string): string {
  const o = `http://www.${slug}-demo.test`;
  const steps = [
    { name: 'search', goto: `${o}/search/?checkin=2026-12-14&checkout=2026-12-19&adults=2` },
    { name: 'open-property', click: "li.listing[data-id='101'] a" },
    { name: 'property-page', wait: 'article.property' },
    { name: 'checkin-unavailable', fill: '#checkin', value: '2026-12-21' },
    { name: 'checkout-unavailable', fill: '#checkout', value: '2026-12-24' },
    { name: 'quote-error', click: '#get-quote' },
    { name: 'quote-error-shown', wait: '#quote-error' },
    { name: 'checkin', fill: '#checkin', value: '2026-12-14' },
    { name: 'checkout', fill: '#checkout', value: '2026-12-19' },
    { name: 'quote', click: '#get-quote' },
    { name: 'quote-shown', wait: '#quote-total', text: '$1,265.00' },
    { name: 'quote-repeat', click: '#get-quote' },
    { name: 'quote-repeat-shown', wait: '#quote-total', text: '$1,265.00' },
    { name: 'book', click: '#book' },
    { name: 'confirmation', wait: '.confirmation' },
  ];
  return '[\n' + steps.map((st) => `  ${JSON.stringify(st).replace(/":/g, '": ').replace(/,"/g, ', "')}`).join(',\n') + '\n]\n';
}

function truthFile(slug: string): string {
  const stay = { listing_id: '101', listing_name: 'Sea View Cottage' };
  return (
    JSON.stringify(
      {
        version: 1,
        site: slug,
        provider: slug,
        strict: ['search', 'property', 'quote', 'conversion'],
        steps: {
          search: {
            expect: [{ action: 'search', note: 'both homes are listed for 14-19 December, 2 adults', payload: { result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [2, 2] } }],
          },
          'open-property': { expect: [{ action: 'property', payload: stay }] },
          'quote-error': {
            expect: [
              {
                action: 'quote',
                note: 'the nights of 22 and 23 December are booked (DATA.booked)',
                payload: { ...stay, checkin: '2026-12-21', checkout: '2026-12-24', total: null, success: false, error_message: 'Those dates are not available.' },
              },
            ],
          },
          quote: {
            expect: [
              {
                action: 'quote',
                note: '5 nights at $200, $150 cleaning, 10% tax on both',
                payload: { ...stay, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 2, total: 1265, currency: 'USD', line_items: { Rent: 1000, 'Cleaning Fee': 150, Taxes: 115 }, success: true },
              },
            ],
          },
          'quote-repeat': { forbid: [{ action: 'quote', reason: 'the same quote again: a quote identical to the previous one is not resent (spec 4)' }] },
          book: {
            expect: [{ action: 'conversion', note: 'the confirmation page of reservation SB-1001', payload: { reservation_id: 'SB-1001', listing_id: '101', checkin: '2026-12-14', checkout: '2026-12-19', total: 1265 } }],
          },
        },
      },
      null,
      2,
    ) + '\n'
  );
}

function readme(slug: string): string {
  return `# ${slug}: ${title(slug)} Rentals (\`www.${slug}-demo.test\`)

Scaffolded by \`npm run new-adapter -- ${slug}\`: a small JSON booking widget. Say here what is particular to this
site: who it is, which platform and which variant of it it imitates. Its wire shapes and their evidence belong to
the platform, not here.

Wire shapes and their evidence: \`demo-sites/${slug}/SOURCES.md\`.
Steps and ground truth: \`recordings/${slug}/steps.json\`, \`recordings/${slug}/truth.json\`.
`;
}

function sourcesFile(slug: string, today: string): string {
  // The platform's one evidence file (its sites' sections below, one per variant site). The field lines are what
  // scripts/platforms.ts reads (the first 12 lines) into docs/platforms.md.
  return `# ${slug} — ${title(slug)} (scaffolded: name the real platform here)

- Evidence level: assumed (scaffolded by \`npm run new-adapter\`: no public source read yet)
- Last checked: ${today}
- Versions: none named yet (the platform versions the demo site follows)
- Variants: one (recordings/${slug}/): the scaffold's JSON quote widget

## Research
- The public sources read (repositories at a commit, files and lines, live pages), as the other SOURCES.md do.

## Shapes
| shape | what the demo site serves | public artefact | evidence |
|---|---|---|---|
| search page | \`/search/?checkin&checkout&adults\`, the count in \`.result-count\` | none yet | assumed |
| property page | \`/property/<slug>/\`: \`article.property[data-listing-id]\`, its \`<h1>\` | none yet | assumed |
| quote request | \`POST /api/quote\` JSON \`{ listing_id, checkin, checkout, adults }\` | none yet | assumed |
| quote answer | \`{ success: true, total, currency, line_items }\` or \`{ success: false, error }\` | none yet | assumed |
| confirmation page | \`/booking-confirmation/\`: \`.confirmation[data-reservation-id, …]\` | none yet | assumed |

## Assumed
- Every shape above: the scaffold's placeholder, to be replaced by the platform's real ones.

## What the adapter reads

\`tracker/src/adapters/${slug}.ts\`: the search count, the property page's listing id and name, the quote call's
answer (its total, currency and line items, or its error), and the confirmation block's data attributes.
`;
}

/** Regenerates the files other scripts derive from adapters, SOURCES.md and recordings, in ROOT (the scripts read
 * their own checkout, so they run as child processes there). Returns the scripts that failed. */
function regenerate(): string[] {
  const failed: string[] = [];
  for (const script of ['platforms', 'spec-coverage']) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', `${script}.ts`)], { cwd: ROOT, encoding: 'utf8' });
    if (r.status === 0) console.log(`  ${r.stdout.trim().split('\n').pop()}`);
    else failed.push(`npm run ${script}: ${(r.stderr || r.stdout || String(r.error)).trim().split('\n').slice(-3).join(' ')}`);
  }
  return failed;
}

/** index.ts with `import './<slug>';` added among the sorted import lines. */
export function addToIndex(text: string, slug: string): string {
  const lines = text.split('\n');
  const line = `import './${slug}';`;
  const imports = lines.map((l, i) => ({ l, i })).filter(({ l }) => /^import '\.\/[^']+';$/.test(l));
  if (imports.some(({ l }) => l === line)) throw new Error(`${line} is already in the index`);
  const before = imports.find(({ l }) => l.slice(10, -2) > slug);
  const at = before ? before.i : imports.length ? imports[imports.length - 1]!.i + 1 : lines.length;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Records the new demo site with the new adapter: the fourth piece, recordings/<slug>/ and its golden. False when
 * recording failed or the golden disagrees with truth.json (both said on stderr/stdout). */
async function recordDemo(slug: string): Promise<boolean> {
  const { ensureTrackerBuilt } = await import('../harness/replay/build.ts');
  const { recordSite, describeEvents } = await import('../harness/record/recorder.ts');
  const { truthProblems } = await import('../demo-sites/server/truth-check.ts');
  const demo = (await import(pathToFileURL(join(ROOT, 'demo-sites', 'server', 'server.ts')).href)) as typeof import('../demo-sites/server/server.ts');
  try {
    await ensureTrackerBuilt((l) => console.log(l), ROOT);
    const server = await demo.startDemoSites({ only: [slug] });
    try {
      const info = server.sites.find((s) => s.slug === slug)!;
      const result = await recordSite({
        url: info.startUrl,
        name: slug,
        steps: info.steps,
        provider: slug,
        siteKey: slug,
        hostResolverRules: server.hostResolverRules,
        root: join(ROOT, 'recordings'),
        // the all-sites tag, as record:demos records: it is served this recording's mapping.json, which the
        // one-script bundle (dist/tracker.js, built before that file existed) does not carry
        trackerFile: join(ROOT, 'dist', 'tag', 'tracker.js'),
        log: (l) => console.log(l),
        // recordings/<slug>/ holds only the steps.json and truth.json just written, which the recording keeps
        force: true,
      });
      console.log(`  ${relative(ROOT, result.dir)}/ (golden.json: ${result.golden?.length ?? 0} events)`);
      for (const l of describeEvents(result.golden ?? [])) console.log(l);
      const problems = await truthProblems(join(ROOT, 'recordings', slug), result.golden ?? []);
      if (problems?.length) {
        console.log(`  the golden disagrees with truth.json:\n${problems.map((p) => `    ${p}`).join('\n')}`);
        return false;
      }
    } finally {
      await server.close();
    }
  } catch (e) {
    console.error(`new-adapter: the files are in place, but recording the demo site failed: ${(e as Error).message}`);
    console.error(`Fix it, then: npm run record:demos -- ${slug}`);
    return false;
  }
  return true;
}

/** The files the scaffold writes, by path from the checkout's root (index.ts aside: addToIndex). */
export function scaffoldFiles(slug: string, today: string): Record<string, string> {
  return {
    [`tracker/src/adapters/${slug}.ts`]: adapterFile(slug, today),
    [`tracker/src/adapters/${slug}.test.ts`]: adapterTest(slug),
    [`demo-sites/${slug}/site.ts`]: siteFile(slug),
    [`recordings/${slug}/steps.json`]: stepsFile(slug),
    [`recordings/${slug}/truth.json`]: truthFile(slug),
    [`demo-sites/${slug}/README.md`]: readme(slug),
    [`demo-sites/${slug}/SOURCES.md`]: sourcesFile(slug, today),
  };
}

async function main(): Promise<number> {
  const parsed = parseOrUsage('new-adapter', USAGE, (argv) => {
    const { values, positionals } = parseCommandLine({ args: argv, allowPositionals: true, options: { ...HELP_OPTION, 'no-record': { type: 'boolean' } } });
    if (values.help) return 'help';
    if (positionals.length !== 1) throw new UsageError(positionals.length ? `one slug expected, got ${positionals.join(' ')}` : 'the slug is missing');
    return { slug: positionals[0]!, record: !values['no-record'] };
  });
  if (parsed === 'help') return EXIT.ok;
  if (!parsed) return EXIT.usage;
  const { slug, record } = parsed;
  if (!SLUG.test(slug)) {
    console.error(`new-adapter: "${slug}" is not a valid slug: lowercase a-z and 0-9, words joined by single dashes, e.g. "sea-breeze"`);
    return EXIT.usage;
  }
  const adapters = join(ROOT, 'tracker', 'src', 'adapters');
  const index = join(adapters, 'index.ts');
  const files = Object.fromEntries(Object.entries(scaffoldFiles(slug, new Date().toISOString().slice(0, 10))).map(([f, text]) => [join(ROOT, f), text]));
  const indexText = readFileSync(index, 'utf8');
  const taken = [
    ...Object.keys(files).filter((f) => existsSync(f)),
    ...[join(ROOT, 'demo-sites', slug), join(ROOT, 'demo-sites', 'platforms', slug), join(ROOT, 'recordings', slug)].filter((d) => existsSync(d)),
    ...(indexText.split('\n').includes(`import './${slug}';`) ? [`${index} (already imports './${slug}')`] : []),
  ];
  if (taken.length) {
    console.error(`new-adapter: "${slug}" is taken, nothing written:\n${[...new Set(taken)].map((t) => `  ${relative(ROOT, t) || t}`).join('\n')}`);
    return 1;
  }

  const written: string[] = [];
  try {
    mkdirSync(join(ROOT, 'demo-sites', slug));
    mkdirSync(join(ROOT, 'demo-sites', 'platforms', slug), { recursive: true });
    mkdirSync(join(ROOT, 'recordings', slug), { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(file, text, { flag: 'wx' });
      written.push(file);
    }
    writeFileSync(index, addToIndex(indexText, slug));
  } catch (e) {
    for (const f of written) rmSync(f, { force: true });
    rmSync(join(ROOT, 'demo-sites', slug), { recursive: true, force: true });
    rmSync(join(ROOT, 'demo-sites', 'platforms', slug), { recursive: true, force: true });
    rmSync(join(ROOT, 'recordings', slug), { recursive: true, force: true });
    console.error(`new-adapter: ${(e as Error).message}; nothing was kept`);
    return 1;
  }
  console.log(`Scaffolded ${slug}:`);
  for (const f of Object.keys(files)) console.log(`  ${relative(ROOT, f)}`);
  console.log(`  ${relative(ROOT, index)} (+ import './${slug}';)`);

  let ok = true;
  if (record) ok = await recordDemo(slug);
  else console.log(`Record the demo site when ready: npm run record:demos -- ${slug} (then npm run platforms && npm run spec-coverage)`);
  // last: both derived files list the recordings too
  const stale = regenerate();
  for (const f of stale) console.error(`new-adapter: ${f}`);
  if (!ok || stale.length) return 1;
  console.log(`\nNext: read the platform's public sources into demo-sites/${slug}/SOURCES.md, make demo-sites/${slug}/ follow them,\nwrite recordings/${slug}/truth.json from its data, grow the adapter, then\n  npm run record:demos -- ${slug} && npm run platforms && npm run spec-coverage && npm run replay -- ${slug}`);
  return 0;
}

// run as a script, not when a test imports scaffoldFiles
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
