import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { IMPACT_TRACKER } from './data.ts';

const demo = useDemo('ferieby');
const truth = loadTruth('ferieby');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = { hus: 118, ankomst: '2027-07-10', afrejse: '2027-07-17', voksne: 2, boern: 1 };
const post = async (path: string, fields: Record<string, string | number>) => JSON.parse((await demo.form(path, fields)).body);
const lines = (l: { tekst: string; beloeb: number }[]) => Object.fromEntries(l.map((x) => [x.tekst, x.beloeb]));

describe('ferieby pages and API', () => {
  it('both searches, the house page, the UTT snippet on every page', async () => {
    const search = await demo.page('/feriehuse?ankomst=2027-07-10&afrejse=2027-07-17&voksne=2&boern=1');
    expect(search('.results-count').text()).toBe(`${step('search').result_count} ledige feriehuse`);
    expect((await demo.page('/feriehuse?ankomst=2027-07-10&afrejse=2027-07-17&voksne=4&boern=2'))('.results-count').text()).toBe(`${step('search-again').result_count} ledige feriehuse`);
    const house = await demo.page('/feriehus/118');
    expect([house('#booking-box').attr('data-house'), house('h1.house-name').text()]).toEqual([step('open-house').listing_id, step('open-house').listing_name]);
    expect(house('head script').first().html()).toContain("e['ire_o']=c");
  });

  it('api/pris: the minimum stay, the priced stay', async () => {
    expect(await post('/api/pris', { ...stay, afrejse: '2027-07-12' })).toEqual({ ok: false, fejl: step('quote-error').error_message });
    const q = await post('/api/pris', stay);
    expect([q.pris.total, lines(q.pris.linjer)]).toEqual([step('quote').total, step('quote').line_items]);
  });

  it('api/booking: KF-30417 with the promo code; refusals', async () => {
    expect(await post('/api/booking', { ...stay, navn: 'Mette', email: 'nope', rabatkode: '' })).toEqual({ ok: false, fejl: 'Ugyldig e-mailadresse' });
    expect(await post('/api/booking', { ...stay, navn: 'Mette', email: 'm@example.dk', rabatkode: 'VINTER' })).toEqual({ ok: false, fejl: 'Ukendt rabatkode' });
    const b = (await post('/api/booking', { ...stay, navn: 'Mette Holm', email: 'Mette.Holm@example.dk', rabatkode: 'SOMMER10' })).booking;
    const c = step('confirm-booking');
    expect([b.nummer, String(b.hus), b.husnavn, b.ankomst, b.afrejse, b.total, lines(b.linjer)]).toEqual([c.reservation_id, c.listing_id, c.listing_name, c.checkin, c.checkout, c.total, c.line_items]);
    expect(IMPACT_TRACKER).toBe(33477);
  });
});
