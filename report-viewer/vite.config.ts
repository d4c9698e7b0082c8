// The report viewer's build. `base: './'` and a classic (non-module) script make the bundle work from any static
// path and from file:// (Chromium refuses module scripts and crossorigin stylesheets on file:// pages).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = import.meta.dirname;

/**
 * The built page's own policy (the server sends the same as a header): scripts from the bundle only, nothing
 * fetched from elsewhere. DOM snapshots render in srcdoc iframes, which inherit it on top of their own.
 */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self' blob: data:; base-uri 'none'; form-action 'none'";

/** Rewrites the built index.html: `<script type="module" crossorigin>` -> `<script defer>`, no crossorigin links, CSP. */
function classicScript(): Plugin {
  return {
    name: 'beacon-classic-script',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html
          .replace(/<script type="module" crossorigin/g, '<script defer')
          .replace(/<script type="module"/g, '<script defer')
          .replace(/(<link rel="stylesheet")\s+crossorigin/g, '$1')
          .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}" />`);
      },
    },
  };
}

/** `npx vite report-viewer` during development: serves BEACON_REPORT_DIR (default replay-report/) at /report/. */
function devReport(): Plugin {
  return {
    name: 'beacon-dev-report',
    apply: 'serve',
    configureServer(server) {
      const root = resolve(process.env.BEACON_REPORT_DIR ?? join(here, '..', 'replay-report'));
      server.middlewares.use('/report/', (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '');
        const file = normalize(join(root, rel));
        if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Cache-Control', 'no-store');
        createReadStream(file).pipe(res);
      });
    },
  };
}

export default defineConfig({
  root: here,
  base: './',
  plugins: [react(), classicScript(), devReport()],
  logLevel: 'warn',
  build: {
    outDir: join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      output: { format: 'iife', codeSplitting: false },
    },
  },
});
