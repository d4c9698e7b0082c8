import { describe, expect, it } from 'vitest';
import { monthOf } from './months';

// As written on real pages (accents, capitals), so these also test the normalisation.
const LANGS: Record<string, string> = {
  en: 'January February March April May June July August September October November December',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember',
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  ca: 'gener febrer març abril maig juny juliol agost setembre octubre novembre desembre',
  nl: 'januari februari maart april mei juni juli augustus september oktober november december',
};
const ABBR: Record<string, string> = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec',
  es: 'ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.',
  fr: 'janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.',
  de: 'Jan. Feb. Mrz. Apr. Mai Jun. Jul. Aug. Sep. Okt. Nov. Dez.',
  it: 'gen mag giu lug ago set ott dic gen. feb. mar. apr.',
  pt: 'jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.',
  ca: 'gen. febr. març abr. maig juny jul. ag. set. oct. nov. des.',
  nl: 'jan feb mrt apr mei jun jul aug sep okt nov dec',
};
const rows = (table: Record<string, string>, months?: number[]) =>
  Object.entries(table).flatMap(([lang, names]) =>
    names.split(' ').map((n, i): [string, string, number] => [lang, n, months ? months[i] : i + 1]),
  );

describe('monthOf', () => {
  it.each(rows(LANGS))('%s %s -> %i', (_lang, name, month) => {
    expect(monthOf(name)).toBe(month);
    expect(monthOf(name.toUpperCase())).toBe(month);
  });
  const itAbbr = [1, 5, 6, 7, 8, 9, 10, 12, 1, 2, 3, 4];
  it.each(rows(ABBR).map(([l, n, m]) => [l, n, l == 'it' ? itAbbr[m - 1] : m] as const))('abbreviation %s %s -> %i', (_l, name, month) => {
    expect(monthOf(name)).toBe(month);
  });
  it.each<[unknown, number | null]>([
    ['Setiembre', 9],
    ['Jänner', 1],
    ['MAERZ', null],
    ['jui', null], // juin or juillet
    ['ju', null],
    ['ma', null],
    ['de', null],
    ['marzipan', null],
    ['sat', null],
    ['mardi', null],
    ['', null],
    [null, null],
    [3, null],
  ])('%j -> %j', (input, expected) => {
    expect(monthOf(input)).toBe(expected);
  });
});
