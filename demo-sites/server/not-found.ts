// The 404 page a WordPress theme shows (twentytwenty-style wording), the same on every demo site.
import type { Page } from './shell.ts';

export const NOT_FOUND_PAGE: Page = {
  title: 'Page not found',
  bodyClass: 'error404',
  main: '<h1 class="page-title">Oops! That page can’t be found.</h1>',
};
