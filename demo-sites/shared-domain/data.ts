// The companies whose booking pages one shared engine host serves (ICNEA's tpv host serves every client company's
// `reserves.aspx?emp=<company>&hot=<lodging>`). Two of them are installs of ours (recordings/shared-domain/mapping.json);
// the third is not, so its pages are reported unresolved.
export interface Company {
  emp: number;
  name: string;
  /** what the company's pages say at their foot */
  footer: string;
  lodgings: { hot: number; name: string }[];
}

export const COMPANIES: Company[] = [
  { emp: 7311, name: 'Mas les Oliveres', footer: 'Mas les Oliveres · Carrer Major 12, Pals (Girona) · HUTG-012345', lodgings: [{ hot: 1042, name: 'Mas les Oliveres — Casa Gran' }] },
  { emp: 5120, name: 'Casa Blanca Rentals', footer: 'Casa Blanca Rentals · Passeig del Mar 3, Cadaqués · HUTG-054321', lodgings: [{ hot: 88, name: 'Apartament Casa Blanca' }] },
  { emp: 9904, name: 'Apartaments Cala Fina', footer: 'Apartaments Cala Fina · Platja d’Aro · HUTG-099001', lodgings: [{ hot: 5, name: 'Cala Fina 2B' }] },
];

/** The installs the shared domain's resolver mapping lists (the third company is no install of ours). */
export const INSTALLS = [
  { emp: '7311', siteKey: 'mas-les-oliveres' },
  { footer: 'Casa Blanca Rentals', siteKey: 'casa-blanca' },
];
