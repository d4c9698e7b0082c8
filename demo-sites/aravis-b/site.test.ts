import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('aravis-b');
const truth = loadTruth('aravis-b');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = { id_prop: 41, date_arrivee: '16/01/2027', date_depart: '23/01/2027', nb_adultes: 4, nb_enfants: 1 };

describe('aravis-b pages and prop_check.php', () => {
  it('the apartment page at the root /appartements/<slug>: h1, id_prop, the check URL', async () => {
    const $ = await demo.page('/appartements/chinaillon-b12');
    expect([$('h1').text(), $('[name=id_prop]').val()]).toEqual([step('open-apartment').listing_name, step('open-apartment').listing_id]);
    expect([$('#form-reservation').attr('data-check'), $('#form-reservation').attr('action')]).toEqual(['/inc/prop_check.php', '/reserver.php']);
    expect((await demo.get('/produit/chinaillon-b12')).status).toBe(404);
    expect((await demo.get('/aravis-holidays-location/appartements/chinaillon-b12')).status).toBe(404);
  });

  it('prop_check.php: the refusal and the French-format price', async () => {
    expect(JSON.parse((await demo.form('/inc/prop_check.php', { ...stay, nb_enfants: 2 })).body)).toEqual({ price: '', error: step('check-six').error_message });
    expect(JSON.parse((await demo.form('/inc/prop_check.php', stay)).body)).toEqual({ price: '1 154,40', error: '' });
    expect(step('check-five').total).toBe(1154.4);
  });

  it('reserver.php redirects to details-de-la-reserve with the first number, French dates and total', async () => {
    const booked = await demo.form('/reserver.php', { ...stay, nom: 'Julien Perrissin', email: 'julien@example.fr', cgv: 1 });
    expect([booked.status, booked.headers.location]).toEqual([303, `/details-de-la-reserve/?ref=${step('confirm').reservation_id}`]);
    const $ = await demo.page(String(booked.headers.location));
    expect([$('.numero-reservation').text(), $('.date-arrivee').text(), $('.date-depart').text(), $('.montant-total').text()]).toEqual([
      step('confirm').reservation_id, 'samedi 16 janvier 2027', 'samedi 23 janvier 2027', '1 154,40 €',
    ]);
  });
});
