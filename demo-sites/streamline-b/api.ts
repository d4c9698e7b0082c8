// What streamline-b answers differently from demo-sites/streamline: the two search methods of a Streamline Core
// install left on the plugin's default search setting. Without dates the plugin asks GetPropertyListWordPress,
// with dates the configured GetPropertyAvailabilitySimple (no rates). Both carry the count in
// data.available_properties.pagination and the units in data.property (one bare object when one unit). The
// other methods (verify, price, reservation) are the same Streamline answers as demo-sites/platforms/streamline/api.ts.
import { stayProblem, type Stay } from '../server/fixtures.ts';
import { stayOf } from '../platforms/streamline/api.ts';
import { UNITS, type StreamlineUnit } from '../platforms/streamline/data.ts';

const count = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0);

/** One unit as both list methods give it: its listing fields, no prices. */
const listed = (u: StreamlineUnit) => ({
  id: u.id,
  name: u.name,
  seo_page_name: u.seoPageName,
  location_name: u.locationName,
  lodging_type_id: u.lodgingTypeId,
  bedrooms_number: u.bedrooms,
  bathrooms_number: u.bathrooms,
  max_occupants: u.maxGuests,
  latitude: u.latitude,
  longitude: u.longitude,
  rating_average: u.ratingAverage,
  rating_count: u.ratingCount,
  default_thumbnail_path: `/wp-content/uploads/streamline/${u.id}-thumb.jpg`,
});

/** The page of `units` asked for, in the shape GetPropertyListWordPress and …Simple share. */
function listAnswer(units: StreamlineUnit[], params: Record<string, unknown>) {
  const perPage = count(params.page_results_number) || 20;
  const page = count(params.page_number) || 1;
  const shown = [...units].sort((a, b) => a.name.localeCompare(b.name)).slice((page - 1) * perPage, page * perPage).map(listed);
  const pagination = { total_units: units.length, total_pages: Math.max(1, Math.ceil(units.length / perPage)), page_number: page, page_results_number: perPage };
  return { data: { available_properties: { pagination }, property: shown.length === 1 ? shown[0] : shown } };
}

/** Plus logic (`min_bedrooms_number`) or an exact `bedrooms_number`. */
const bedsFit = (u: StreamlineUnit, params: Record<string, unknown>) =>
  u.bedrooms >= count(params.min_bedrooms_number) && (!count(params.bedrooms_number) || u.bedrooms === count(params.bedrooms_number));

/** GetPropertyListWordPress: every unit (no stay), narrowed by min_occupants and bedrooms. */
export const propertyList = (params: Record<string, unknown>) =>
  listAnswer(UNITS.filter((u) => u.maxGuests >= count(params.min_occupants) && bedsFit(u, params)), params);

/** GetPropertyAvailabilitySimple: the units free for the stay (minimum stay and occupancy kept), no rates. */
export function availabilitySimple(params: Record<string, unknown>) {
  const stay: Stay = stayOf(params);
  return listAnswer(UNITS.filter((u) => bedsFit(u, params) && !stayProblem(u, stay)), params);
}
