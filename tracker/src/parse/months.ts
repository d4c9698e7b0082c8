import { norm, safe } from './util';

// Month names of English, Spanish, French, German, Italian, Portuguese, Catalan and Dutch, one string per month
// (January first), "|" between names. Lower case, accents stripped. Since a prefix matches (monthOf), a name
// that begins another name of the same month needs no entry (april: aprile, may: mayo, juni: junio), and
// neither does an abbreviation that begins one (feb, sept).
const NAMES = [
  'january|enero|janvier|janner|gennaio|janeiro|gener|januari',
  'february|febrero|fevrier|feber|febbraio|fevereiro|februari',
  'march|marzo|mars|mrz|marco|maart|mrt',
  'abril|avril|aprile',
  'mayo|maggio|maio|maig|mei',
  'june|junio|juin|giugno|junho|juny',
  'july|juillet|luglio|julho|juliol',
  'agosto|aout|ag|augustus',
  'september|septiembre|setiembre|septembre|settembre|setembro|setembre',
  'october|octubre|octobre|oktober|ottobre|outubro',
  'november|noviembre|novembre|novembro',
  'december|diciembre|decembre|dezember|dicembre|dezembro|desembre',
];

/**
 * Month number (1-12) of a month name in English, Spanish, French, German, Italian, Portuguese, Catalan or
 * Dutch: full names and abbreviations (any prefix of 3+ letters, plus mrz, mrt, ag), any case, with or without
 * accents and a trailing dot. Null when unknown or ambiguous ("jui": juin or juillet).
 */
export const monthOf = safe((word: unknown): number | null => {
  let found = 0;
  const w = typeof word == 'string' ? norm(word).replace(/\.$/, '') : '';
  // a word that names two months is ambiguous: -1
  NAMES.forEach((names, i) => {
    if (names.split('|').some((n) => n == w || (w.length > 2 && n.indexOf(w) == 0))) found = found ? -1 : i + 1;
  });
  return found > 0 ? found : null;
}, null);
