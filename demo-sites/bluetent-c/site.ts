// bluetent-c: a second RESCMS manager (demo-sites/platforms/bluetent/rescms.ts) whose unit pages are `/vacation-rentals/<unit>`,
// recorded from its area page through the unit page's pricing calls to the buy page and the confirmation.
import { rescmsSite } from '../platforms/bluetent/rescms.ts';
import { GUNNISON_VALLEY } from './data.ts';

export default rescmsSite('bluetent-c', 'Gunnison Valley Lodging (RESCMS, unit pages under /vacation-rentals/)', import.meta.dirname, GUNNISON_VALLEY);
