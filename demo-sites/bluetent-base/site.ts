// bluetent-base: the RESCMS site (demo-sites/platforms/bluetent/rescms.ts) recorded along its server-rendered buy page and
// the confirmation after it.
import { rescmsSite } from '../platforms/bluetent/rescms.ts';

export default rescmsSite('bluetent-base', 'Kauai Shoreline Vacations (RESCMS, buy page and confirmation)', import.meta.dirname);
