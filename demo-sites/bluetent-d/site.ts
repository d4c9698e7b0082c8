// bluetent-d: a third RESCMS manager (demo-sites/platforms/bluetent/rescms.ts) whose unit pages are `/rentals/<unit>`,
// recorded from its area page through the unit page's pricing calls to the buy page and the confirmation.
import { rescmsSite } from '../platforms/bluetent/rescms.ts';
import { TAHOE_PINES } from './data.ts';

export default rescmsSite('bluetent-d', 'Tahoe Pines Cabins (RESCMS, unit pages under /rentals/)', import.meta.dirname, TAHOE_PINES);
