// A site's pages as responses: its chrome around every page, plus what every page of the site carries (a body
// class of the theme, localized settings, the theme's scripts), so a route says only what is its own.
import { html, type DemoResponse } from './http.ts';
import { NOT_FOUND_PAGE } from './not-found.ts';
import { renderPage, type Chrome, type Page } from './shell.ts';

export interface PageFrame {
  /** added after the page's own body classes (e.g. the theme's `homey-theme`) */
  bodyClass?: string;
  /** inline scripts before the page's own (localized settings) */
  inline?: string[];
  /** script URLs before the page's own */
  scripts?: string[];
}

export interface SitePages {
  /** the page as an HTML response (200 unless told) */
  (page: Page, status?: number): DemoResponse;
  /** the site's 404 page, in the same frame */
  notFound(): DemoResponse;
}

export function sitePages(chrome: Chrome, frame: PageFrame = {}): SitePages {
  const framed = (p: Page): Page => ({
    ...p,
    ...(frame.bodyClass !== undefined && { bodyClass: `${p.bodyClass ?? ''} ${frame.bodyClass}`.trim() }),
    ...(frame.inline && { inline: [...frame.inline, ...(p.inline ?? [])] }),
    ...(frame.scripts && { scripts: [...frame.scripts, ...(p.scripts ?? [])] }),
  });
  const page = (p: Page, status = 200) => html(renderPage(chrome, framed(p)), status);
  return Object.assign(page, { notFound: () => page(NOT_FOUND_PAGE, 404) });
}
