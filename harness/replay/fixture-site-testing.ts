// A tiny booking-like site on loopback for the harness's own tests and benchmarks: it needs no adapter (record
// it with the `pageview-only` provider) and has the awkward bits the matcher must handle: a jQuery-style
// cache-buster, a POST with a timestamp in its JSON body, a repeated call with different answers, a redirect.
// Served as http://www.fixture-site.test (map it with `hostResolverRules`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Step } from '../recording/steps.ts';

export const FIXTURE_HOST = 'www.fixture-site.test';
export const FIXTURE_ORIGIN = `http://${FIXTURE_HOST}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const SEARCH = page(
  'Search – Fixture Rentals',
  `<h1>Search</h1><p id="count">loading…</p><ul id="results"></ul>
<button id="more" type="button">Refresh</button>
<a id="first" href="/go/property/1">Sea View</a>
<script>
function load() {
  var x = new XMLHttpRequest();
  x.open('GET', '/api/search?q=sea&_=' + Date.now());
  x.onload = function () {
    var r = JSON.parse(x.responseText);
    document.getElementById('count').textContent = r.count + ' properties';
    document.getElementById('results').innerHTML = r.items.map(function (i) { return '<li>' + i + '</li>'; }).join('');
  };
  x.send();
}
load();
document.getElementById('more').addEventListener('click', function () { setTimeout(load, 300); });
</script>`,
);

const PROPERTY = page(
  'Sea View – Fixture Rentals',
  `<h1>Sea View</h1><form id="quote"><input id="checkin" name="checkin" value="2025-07-01"><button id="get-quote" type="submit">Get quote</button></form>
<p id="total"></p><p id="rating"></p><a id="book" href="/thanks?ref=R1">Book now</a>
<script>
fetch('/api/property/1/rating').then(function (r) { return r.json(); }).then(function (d) { document.getElementById('rating').textContent = d.stars + ' stars'; });
document.getElementById('quote').addEventListener('submit', function (e) {
  e.preventDefault();
  fetch('/api/quote', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1, checkin: document.getElementById('checkin').value, ts: Date.now() }) })
    .then(function (r) { return r.json(); })
    .then(function (q) { document.getElementById('total').textContent = 'Total $' + q.total; });
});
</script>`,
);

const THANKS = page('Thank you – Fixture Rentals', '<h1>Thank you for your booking</h1><p id="ref">R1</p>');

export interface FixtureSite {
  port: number;
  hostResolverRules: string;
  close(): Promise<void>;
}

/** Starts the fixture site on a free loopback port. Answers are deterministic (no Date header). */
export async function startFixtureSite(): Promise<FixtureSite> {
  let searches = 0;
  let quotes = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.sendDate = false;
      const url = new URL(req.url ?? '/', FIXTURE_ORIGIN);
      const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
        res.end(body);
      };
      if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', SEARCH);
      if (url.pathname === '/api/search') {
        searches++;
        return send(200, 'application/json', JSON.stringify({ count: searches === 1 ? 2 : 3, items: searches === 1 ? ['Sea View', 'Dune House'] : ['Sea View', 'Dune House', 'Pine Loft'] }));
      }
      if (url.pathname === '/go/property/1') return send(302, 'text/plain', '', { location: '/property/1' });
      if (url.pathname === '/property/1') return send(200, 'text/html; charset=utf-8', PROPERTY);
      if (url.pathname === '/api/property/1/rating') return send(200, 'application/json', JSON.stringify({ stars: 4.8 }));
      if (url.pathname === '/api/quote' && req.method === 'POST') {
        quotes++;
        return send(200, 'application/json', JSON.stringify({ total: quotes === 1 ? 700 : 650 }));
      }
      if (url.pathname === '/thanks') return send(200, 'text/html; charset=utf-8', THANKS);
      return send(404, 'text/plain', 'not found');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hostResolverRules: `MAP ${FIXTURE_HOST} 127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** The fixture's steps: search, refresh (same call, new answer), open a property via a redirect, quote twice, book. */
export const FIXTURE_STEPS: Step[] = [
  { name: 'search', goto: `${FIXTURE_ORIGIN}/` },
  { name: 'refresh', click: '#more' },
  { name: 'refreshed', wait: '#results li:nth-child(3)' },
  { name: 'property', click: '#first' },
  { name: 'quote', click: '#get-quote' },
  { name: 'quote-again', click: '#get-quote' },
  { name: 'book', click: '#book' },
];
