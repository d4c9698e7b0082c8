// One recording per adapter family (wp-admin-ajax, json-widget, booking-engine, jsonp-widget, wp-rest, site,
// site-ajax): the replays `npm test` runs in a real browser (Playwright project `smoke`), and the recordings the
// other deliveries are replayed on (per-site-build.spec.ts). Every recording is replayed by `npm run test:golden`
// (project `golden`, sharded in CI: docs/ci.md).
export const FAMILY_RECORDINGS = ['homey', 'lodgify-like', 'supercontrol', 'hostfully', 'lmpm', 'aravis', 'rails-rentals'] as const;
