// Entry of dist/tracker.js, the tag script: only what must run at evaluation, the network observers and their
// call buffer (net/), then one async <script> for the main part (dist/tracker.main.js: core, capture, adapters;
// entry index.ts). ARCHITECTURE.md, "Light on the host page".
import { installTag } from './tag/install';
import { loadMain } from './tag/load-main';

try {
  const g = installTag();
  if (g) loadMain(g.src);
} catch {
  // never the host's problem
}
