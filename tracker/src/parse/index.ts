// The tracker's shared value parsers (spec section 5, "Parsing"). In the spirit of yt-dlp's converters: every
// function returns null (or the documented empty value) on junk and never throws, whatever it is given.
// Adapters parse scraped values only through these; never with a private copy.
export { parsePrice } from './price';
export { parseDate, addDays, checkoutFrom, flexDays, type DateOrder } from './date';
export { monthOf } from './months';
export { parseBoolean } from './boolean';
export { toNumber, toInt, parseRange, parseRooms, parseResultCount, type Range } from './numbers';
export { classifyLabel, type LabelKind } from './labels';
export { pick } from './pick';
export { cleanText } from './text';
