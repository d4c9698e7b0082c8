// Homey's templates, kept light: the half-map search page (results come from homey_half_map), the listing item,
// and the single listing with its booking calendar, guests and cost sidebar.
import { esc } from '../../server/http.ts';
import { addDays, formatMoney, isBooked } from '../../server/fixtures.ts';
import { CALENDAR_MONTHS, CITIES, TYPES, type Listing } from './data.ts';

export const listingUrl = (l: Listing): string => `/listing/${l.slug}/`;

/** Homey's listing item (template-parts/listing/listing-item), as listingHtml carries it. */
export const listingItem = (l: Listing): string => `<div class="item-wrap infobox_trigger homey-matchHeight" data-id="${l.id}">
<div class="media property-item"><div class="media-left"><div class="item-media item-media-thumb">
<a class="hover-effect" href="${listingUrl(l)}"><img class="img-responsive" src="/wp-content/uploads/listings/${l.slug}-450x300.jpg" alt=""></a>
<div class="item-media-price"><span class="item-price">${formatMoney(l.nightly)}<sub>/night</sub></span></div></div></div>
<div class="media-body item-body clearfix"><div class="item-title-head table-block"><div class="title-head-left">
<h2 class="title"><a href="${listingUrl(l)}">${esc(l.name)}</a></h2><address class="item-address">${esc(l.address)}</address></div></div>
<ul class="item-amenities"><li><span class="total-beds">${l.bedrooms}</span> <span class="item-label">Bedrooms</span></li><li><span class="total-baths">${l.bathrooms}</span> <span class="item-label">Baths</span></li><li><span class="total-guests">${l.maxGuests}</span> <span class="item-label">Guests</span></li></ul>
<div class="item-user-image list-item-type">${TYPES[l.type]}</div></div></div></div>`;

/** The half-map search form: every field homey_half_map reads, filled from the page's query. */
export function searchMain(q: URLSearchParams, nonce: string): string {
  const visible: [string, string][] = [
    ['arrive', 'Arrive'],
    ['depart', 'Depart'],
    ['guest', 'Guests'],
    ['bedrooms', 'Bedrooms'],
    ['min-price', 'Min price'],
    ['max-price', 'Max price'],
  ];
  const hidden = ['keyword', 'pets', 'rooms', 'room_size', 'search_country', 'search_city', 'search_area', 'listing_type', 'country', 'state', 'city', 'area', 'booking_type', 'search_lat', 'search_lng', 'radius'];
  const city = CITIES[q.get('search_city') ?? ''];
  return `<div class="half-map-wrap">
<div class="half-map-left-wrap">
<form class="search-wrap search-half-map clearfix" id="homey-half-map-search" method="get" action="/search-results/">
${visible.map(([name, label]) => `<label>${label} <input type="text" name="${name}" value="${esc(q.get(name) ?? '')}"></label>`).join('\n')}
${hidden.map((name) => `<input type="hidden" name="${name}" value="${esc(q.get(name) ?? '')}">`).join('')}
<button type="submit" class="btn btn-primary homey_half_map_search_btn">Search</button>
</form>
<input type="hidden" id="securityhomeyMap" value="${nonce}">
<div class="search-results-title"><h1 class="title">Cabins${city ? ` in ${esc(city)}` : ''}</h1><div id="listings_found" class="number-of-listings"></div></div>
<div id="homey_halfmap_listings_container" class="listing-wrap item-list-view"></div>
</div>
<div class="half-map-right-wrap"><div id="homey-halfmap" data-zoom="12" data-layout="list" data-num-posts="9" data-order="d_date" data-booking_type="per_day"></div></div>
</div>`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** One month of the booking calendar: days carry data-formatted-date; booked nights are not selectable. */
function month(listing: Listing, ym: string): string {
  const first = `${ym}-01`;
  const blanks = new Date(`${first}T00:00:00Z`).getUTCDay();
  const days: string[] = [];
  for (let day = first; day.startsWith(ym); day = addDays(day, 1)) days.push(day);
  const cells = days.map((d) => {
    const cls = isBooked(listing, d) ? 'homey-not-available-for-booking' : 'day-available';
    return `<li class="${cls}" data-formatted-date="${d}" data-timestamp="${Date.parse(`${d}T00:00:00Z`) / 1000}">${Number(d.slice(8))}</li>`;
  });
  const heads = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'].map((n) => `<li class="day-name">${n}</li>`);
  return `<div class="single-listing-calendar-wrap" data-month="${ym}"><h4 class="month-name">${MONTH_NAMES[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}</h4>
<ul>${[...heads, ...Array(blanks).fill('<li class="empty"></li>'), ...cells].join('')}</ul></div>`;
}

const options = (from: number, to: number, selected: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .map((v) => `<option value="${v}"${v === selected ? ' selected' : ''}>${v}</option>`)
    .join('');

export function listingMain(listing: Listing, nonce: string): string {
  return `<section class="detail-property-page-header-area"><div class="title-section">
<h1 class="listing-title">${esc(listing.name)}</h1><address class="item-address">${esc(listing.address)}</address></div></section>
<div class="grid">
<div id="about-section" class="about-section card"><ul class="detail-list">
<li>Type: <strong>${TYPES[listing.type]}</strong></li><li>Bedrooms: <strong>${listing.bedrooms}</strong></li>
<li>Baths: <strong>${listing.bathrooms}</strong></li><li>Guests: <strong>${listing.maxGuests}</strong></li>
<li>Minimum stay: <strong>${listing.minNights} nights</strong></li></ul></div>
<div id="homey_remove_on_mobile" class="sidebar-booking-module card">
<div class="sidebar-booking-module-header"><span class="item-price">${formatMoney(listing.nightly)}<sub>/night</sub></span></div>
<div class="sidebar-booking-module-body"><div class="homey_notification block-body-sidebar" id="single-listing-search-wrap">
<div id="single-listing-date-range" class="search-date-range">
<input type="text" name="arrive" id="arrive" readonly placeholder="Arrive"> <input type="text" name="depart" id="depart" readonly placeholder="Depart"></div>
<div class="single-listing-booking-calendar-js calendar">${CALENDAR_MONTHS.map((m) => month(listing, m)).join('\n')}</div>
<div class="search-guests single-guests-js"><input type="hidden" name="guests" id="guests" value="1">
<label>Adults <select id="adult_guest" name="adult_guest">${options(1, listing.maxGuests, 1)}</select></label>
<label>Children <select id="child_guest" name="child_guest">${options(0, 6, 0)}</select></label></div>
<input type="hidden" id="listing_id" name="listing_id" value="${listing.id}">
<input type="hidden" id="reservation-security" name="reservation-security" value="${nonce}">
<div class="homey_preloader hidden">Loading…</div>
<div id="homey_booking_cost" class="payment-list"></div>
<button id="instance_reservation" type="button" class="btn btn-full-width btn-primary" disabled>Instant Booking</button>
</div></div></div>
</div>`;
}
