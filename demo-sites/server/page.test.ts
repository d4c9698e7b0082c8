import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { sitePages } from './page.ts';
import type { Chrome } from './shell.ts';

const chrome: Chrome = { brand: 'Test Stays', tagline: 't', nav: [], accent: '#123456', stylesheet: '/style.css', footer: 'f' };

describe('sitePages', () => {
  it('renders a page in the chrome with the status asked for', () => {
    const res = sitePages(chrome)({ title: 'Home', bodyClass: 'home', main: '<p id="x">hi</p>' }, 201);
    const $ = load(res.body);
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect($('title').text()).toBe('Home | Test Stays');
    expect($('body').attr('class')).toBe('home');
    expect($('#x').text()).toBe('hi');
  });

  it('adds the frame: body class after, settings and scripts before the page’s own', () => {
    const page = sitePages(chrome, { bodyClass: 'theme-x', inline: ['var a = 1;'], scripts: ['/theme.js'] });
    const $ = load(page({ title: 'T', bodyClass: 'single', main: '', inline: ['var b = 2;'], scripts: ['/page.js'] }).body);
    expect($('body').attr('class')).toBe('single theme-x');
    expect($('script:not([src])').map((_, s) => $(s).text()).get()).toEqual(['var a = 1;', 'var b = 2;']);
    expect($('script[src]').map((_, s) => $(s).attr('src')).get()).toEqual(['https://cdn.beacon-analytics.com/tracker.js', '/theme.js', '/page.js']);
    expect(load(page({ title: 'T', main: '' }).body)('body').attr('class')).toBe('theme-x');
  });

  it('answers the standard 404 page in the same frame', () => {
    const res = sitePages(chrome, { bodyClass: 'theme-x' }).notFound();
    const $ = load(res.body);
    expect(res.status).toBe(404);
    expect($('body').attr('class')).toBe('error404 theme-x');
    expect($('h1.page-title').text()).toBe('Oops! That page can’t be found.');
  });
});
