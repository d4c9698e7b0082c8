// lmpm-b: Sandhaven Vacation Rentals' booking flow (the homes, rates and fees of demo-sites/platforms/lmpm/data.ts) and the
// first confirmation number the site's bookings get. truth.json is written from these.
export { CURRENCY, HOMES, hubId, type Home } from '../platforms/lmpm/data.ts';

/** The first booking's confirmation number (a Ledger counts on from it). */
export const FIRST_CONFIRMATION = 26031;
