// What streamline-b answers differently from demo-sites/streamline: the two search methods of a Streamline Core
// install left on the plugin's default search setting. Without dates the plugin asks GetPropertyListWordPress,
// with dates the configured GetPropertyAvailabilitySimple (no rates). Both carry the count in
// data.available_properties.pagination and the units in data.property (one bare object when one unit). The
// other methods (verify, price, reservation) are the same Streamline answers as demo-sites/platforms/streamline/api.ts.
import { stayProblem, type Stay } from '../server/fixtures.ts';
import { bedsFit, listedUnit, num, pageOf, stayOf } from '../platforms/streamline/api.ts';
import { UNITS, type StreamlineUnit } from '../platforms/streamline/data.ts';

/** The page of `units` asked for, by name, in the shape GetPropertyListWordPress and …Simple share. */
function listAnswer(units: StreamlineUnit[], params: Record<string, unknown>) {
  const { shown, pagination } = pageOf([...units].sort((a, b) => a.name.localeCompare(b.name)), params);
  const property = shown.map(listedUnit);
  return { data: { available_properties: { pagination }, property: property.length === 1 ? property[0] : property } };
}

/** GetPropertyListWordPress: every unit (no stay), narrowed by min_occupants and bedrooms. */
export const propertyList = (params: Record<string, unknown>) =>
  listAnswer(UNITS.filter((u) => u.maxGuests >= num(params.min_occupants) && bedsFit(u, params)), params);

/** GetPropertyAvailabilitySimple: the units free for the stay (minimum stay and occupancy kept), no rates. */
export function availabilitySimple(params: Record<string, unknown>) {
  const stay: Stay = stayOf(params);
  return listAnswer(UNITS.filter((u) => bedsFit(u, params) && !stayProblem(u, stay)), params);
}
