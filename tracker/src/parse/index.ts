// The tracker's shared value parsers (spec section 5, "Parsing"). In the spirit of yt-dlp's converters: every
// function returns null (or the documented empty value) on junk and never throws, whatever it is given.
// Adapters parse scraped values only through these; never with a private copy. This is what adapters (and the
// kit and families copied into their parts) use, and no more: the all-sites main part publishes it whole to its
// adapter parts (src/adapter-parts.ts), so every name here costs every page. The capture engine imports the
// parsers only it uses from their own modules (monthOf, parseRange, parseResultCount).
export { parsePrice } from './price';
export { parseDate, type DateOrder } from './date';
export { parseBoolean } from './boolean';
export { toNumber, toInt, type Range } from './numbers';
export { classifyLabel, type LabelKind } from './labels';
export { pick } from './pick';
export { cleanText } from './text';
