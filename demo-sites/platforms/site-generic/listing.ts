// A holiday home as the small independent agencies' own sites list it (site-generic-b, -k, ferieby and the
// price-calendar sites site-generic-h, -l, -m): one nightly rate, a minimum stay, booked nights. Each site's data
// gives its homes and says its currency; a site adds its own fields (categories, instant booking).

export interface Area {
  slug: string;
  name: string;
}

export interface Listing {
  id: number;
  name: string;
  /** where it is: the place's name, or an Area's slug */
  area: string;
  bedrooms: number;
  sleeps: number;
  /** per night in the site's currency */
  nightly: number;
  minNights: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}
