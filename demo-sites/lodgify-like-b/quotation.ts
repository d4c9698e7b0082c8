// The booking box's rate call on this (older) Lodgify website template: GET
// v2/websites/rates/property/{propertyId}/quotation?arrival&departure&adults&children (websiteserver.lodgify.com on
// real sites). The party is priced as the v3 rate call prices it (adults + children people), so the answer is the
// same rate object: { minPrice, maxPrice, currencyCode, nights, isAvailable }, or problem details with a 4xx status.
import type { DemoResponse } from '../server/http.ts';
import { websiteRate } from '../platforms/lodgify-like/api.ts';

export const QUOTATION = (id: string | number) => `/v2/websites/rates/property/${id}/quotation`;

export function quotation(id: string, q: URLSearchParams): DemoResponse {
  const people = (Number(q.get('adults')) || 0) + (Number(q.get('children')) || 0);
  return websiteRate(id, new URLSearchParams({ Arrival: q.get('arrival') ?? '', Departure: q.get('departure') ?? '', People: String(people || '') }));
}
