// Brunswick Isles Realty: a family rental company on North Carolina's southern beaches (Holden Beach, Ocean Isle
// Beach) whose website runs on an ASP.NET WebForms vacation-rental engine under /vacation/: search options
// (/vacation/search/searchoptions.aspx), results (/vacation/all/searchresults.aspx), category lists
// (/vacation/category/<category>), detail pages (/vacation/all/detailpage/<propertyid>/<slug>), thumbnails from
// /vacation/common/displaythumb.ashx?propertyid=, and the reservation pages under /vacation/rental/. Everything the
// site shows and answers comes from this data; truth.json is written from it. US dollars, mm/dd/yyyy dates.

export type Location = 'Holden Beach' | 'Ocean Isle Beach';
export type Category = 'oceanfront' | 'second-row' | 'soundfront';

export interface Home {
  /** the engine's integer property id (the detail page's URL and hfPropertyID) */
  id: number;
  name: string;
  slug: string;
  location: Location;
  category: Category;
  bedrooms: number;
  baths: number;
  sleeps: number;
  /** USD per night */
  nightly: number;
  minNights: number;
  cleaning: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const LOCATIONS: Location[] = ['Holden Beach', 'Ocean Isle Beach'];
export const CATEGORIES: Record<Category, string> = { oceanfront: 'Oceanfront', 'second-row': 'Second Row', soundfront: 'Soundfront' };

export const HOMES: Home[] = [
  { id: 312, name: 'Sea Turtle Crossing', slug: 'sea-turtle-crossing', location: 'Holden Beach', category: 'oceanfront', bedrooms: 4, baths: 3, sleeps: 10, nightly: 375, minNights: 7, cleaning: 195, booked: [] },
  { id: 318, name: "Pelican's Perch", slug: 'pelicans-perch', location: 'Holden Beach', category: 'second-row', bedrooms: 3, baths: 2, sleeps: 8, nightly: 260, minNights: 7, cleaning: 165, booked: [] },
  { id: 327, name: 'Marsh Hen Hideaway', slug: 'marsh-hen-hideaway', location: 'Holden Beach', category: 'soundfront', bedrooms: 2, baths: 2, sleeps: 6, nightly: 210, minNights: 5, cleaning: 140, booked: [] },
  { id: 341, name: 'Sunrise Dunes', slug: 'sunrise-dunes', location: 'Ocean Isle Beach', category: 'oceanfront', bedrooms: 5, baths: 4, sleeps: 12, nightly: 520, minNights: 7, cleaning: 240, booked: [] },
  { id: 355, name: 'Shell Seeker', slug: 'shell-seeker', location: 'Holden Beach', category: 'oceanfront', bedrooms: 3, baths: 2, sleeps: 8, nightly: 330, minNights: 7, cleaning: 175, booked: ['2027-06-14', '2027-06-15'] },
];

/** Per stay (USD). */
export const RESERVATION_FEE = 45;
export const DAMAGE_WAIVER = 39;
/** On rent and cleaning: NC and Brunswick County sales tax 6.75%, the town's room occupancy tax 6%. */
export const SALES_TAX = 0.0675;
export const OCCUPANCY_TAX = 0.06;

/** Reservation numbers start here. */
export const FIRST_RESERVATION = 10452;
