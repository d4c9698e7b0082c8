// The site mapping a demo host is baked with (tracker/sites/*.json). record:demos stores its keys and adapter
// options in meta.json, so a replay configures the tracker exactly as the shipped build would be for that host.
// These files are data, not tracker code: reading them keeps the harness independent of the tracker's sources.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../replay/build.ts';

export interface SiteMappingFile {
  host: string;
  provider: string;
  siteKey?: string | null;
  clientId?: number | string | null;
  installId?: number | string | null;
  options?: Record<string, unknown>;
}

export function siteMappingFor(host: string, dir = join(ROOT, 'tracker', 'sites')): SiteMappingFile | null {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('_')).sort()) {
    const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SiteMappingFile | SiteMappingFile[];
    const hit = ([] as SiteMappingFile[]).concat(data).find((s) => s.host === host);
    if (hit) return hit;
  }
  return null;
}
