import { norm, safe } from './util';

// One string per language, 12 space-separated slots (January first), alternatives in a slot joined by "|".
// Lower case, accents stripped. Abbreviations need no entry when they are a prefix of a full name.
const NAMES = [
  'january february march april may june july august september october november december',
  'enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre',
  'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre',
  'januar|janner februar|feber marz|mrz april mai juni juli august september oktober november dezember',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro',
  'gener febrer marc abril maig juny juliol agost|ag setembre octubre novembre desembre',
  'januari februari maart|mrt april mei juni juli augustus september oktober november december',
]
  .join(' ')
  .split(' ');

/**
 * Month number (1-12) of a month name in English, Spanish, French, German, Italian, Portuguese, Catalan or
 * Dutch: full names and abbreviations (any prefix of 3+ letters, plus mrz, mrt, ag), any case, with or without
 * accents and a trailing dot. Null when unknown or ambiguous ("jui": juin or juillet).
 */
export const monthOf = safe((word: unknown): number | null => {
  let found = 0;
  const w = typeof word == 'string' ? norm(word).replace(/\.$/, '') : '';
  NAMES.forEach((slot, i) =>
    slot.split('|').forEach((n) => {
      if (n == w || (w.length > 2 && n.indexOf(w) == 0)) found = found && found != (i % 12) + 1 ? -1 : (i % 12) + 1;
    }),
  );
  return found > 0 ? found : null;
}, null);
