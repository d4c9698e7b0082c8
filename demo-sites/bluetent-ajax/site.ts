// bluetent-ajax: the RESCMS site (demo-sites/platforms/bluetent/rescms.ts) recorded along its unit page's AJAX pricing calls.
import { rescmsSite } from '../platforms/bluetent/rescms.ts';

export default rescmsSite('bluetent-ajax', 'Kauai Shoreline Vacations (RESCMS, unit-page pricing calls)', import.meta.dirname);
