// The page shell every demo site wraps its templates in: a light but realistic layout (header with brand and
// nav, main, footer) and, in <head>, the beacon embed tag exactly as site owners paste it.
import { esc } from './http.ts';

/** The production embed tag. The harness blocks it while recording and serves the build under test on replay. */
export const EMBED_TAG = '<script async src="https://cdn.beacon-analytics.com/tracker.js"></script>';

export interface Chrome {
  /** company name shown in the header and the title */
  brand: string;
  tagline: string;
  nav: { label: string; href: string }[];
  /** main colour of the site's theme */
  accent: string;
  /** where the theme's stylesheet is served (the server serves the shared CSS there) */
  stylesheet: string;
  /** extra <head> lines every page of the site has (generator meta, plugin config…) */
  head?: string;
  footer: string;
}

export interface Page {
  title: string;
  /** WordPress-style body classes, e.g. `single single-listing postid-1187` */
  bodyClass?: string;
  main: string;
  /** inline <script> blocks before the site's scripts (localized settings like `ajaxurl`) */
  inline?: string[];
  /** script URLs loaded at the end of <body>, in order */
  scripts?: string[];
}

export function renderPage(chrome: Chrome, page: Page): string {
  const nav = chrome.nav.map((n) => `<li><a href="${esc(n.href)}">${esc(n.label)}</a></li>`).join('');
  const inline = (page.inline ?? []).map((code) => `<script>${code}</script>`).join('\n');
  const scripts = (page.scripts ?? []).map((src) => `<script src="${esc(src)}"></script>`).join('\n');
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)} | ${esc(chrome.brand)}</title>
<link rel="stylesheet" href="${esc(chrome.stylesheet)}">
${chrome.head ?? ''}
${EMBED_TAG}
</head>
<body class="${esc(page.bodyClass ?? '')}" style="--accent:${esc(chrome.accent)}">
<header class="site-header">
<a class="site-brand" href="/">${esc(chrome.brand)}</a><span class="site-tagline">${esc(chrome.tagline)}</span>
<nav class="site-nav"><ul>${nav}</ul></nav>
</header>
<main id="main" class="site-main">
${page.main}
</main>
<footer class="site-footer">${chrome.footer}</footer>
${inline}
${scripts}
</body>
</html>
`;
}

/** The stylesheet every demo site serves at its theme's path: enough to look like a site, nothing more. */
export const SHARED_CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#222;background:#fafafa}
a{color:var(--accent)}.site-header{display:flex;gap:1rem;align-items:center;padding:.8rem 1.5rem;background:var(--accent);color:#fff}
.site-header a{color:#fff;text-decoration:none}.site-brand{font-weight:700;font-size:1.2rem}.site-tagline{opacity:.8;flex:1}
.site-nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}.site-main{max-width:1080px;margin:1.5rem auto;padding:0 1rem}
.site-footer{padding:1.5rem;text-align:center;color:#666;font-size:.85rem;border-top:1px solid #ddd}
.card{background:#fff;border:1px solid #e3e3e3;border-radius:6px;padding:1rem;margin:0 0 1rem}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:1rem}
.btn{display:inline-block;padding:.5rem 1rem;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
.btn[disabled]{opacity:.5;cursor:default}label{display:block;margin:.4rem 0}input,select{padding:.35rem;font:inherit}
.alert-danger,.text-danger,.woocommerce-error{color:#a00}.text-success{color:#070}.hidden{display:none}
.notify.btn{background:none;border:1px solid currentColor;cursor:default}
ul.price-list{list-style:none;padding:0}ul.price-list li,.collapseExample li{display:flex;justify-content:space-between}
.calendar ul{display:grid;grid-template-columns:repeat(7,1fr);list-style:none;padding:0;gap:2px}
.calendar li{padding:.3rem;text-align:center;background:#fff;border:1px solid #eee;cursor:pointer}
.calendar li.homey-not-available-for-booking{text-decoration:line-through;color:#bbb;cursor:default}
.calendar li.selected{background:var(--accent);color:#fff}`;
