// What tells apart the installs that share one domain (spec 3 and 8): read from the page when its host maps to
// more than one install, or to a resolver.
import type { InstallMarkers } from './types';

export function installMarkers(): InstallMarkers {
  const el = document.querySelector('[data-emp]');
  const emp = new URLSearchParams(location.search).get('emp') || el?.getAttribute('data-emp');
  const footers = document.querySelectorAll('footer, #footer, .footer');
  const text = footers.length ? (footers[footers.length - 1].textContent || '').replace(/\s+/g, ' ').trim().slice(0, 200) : '';
  return { emp: emp || null, footer: text || null };
}
