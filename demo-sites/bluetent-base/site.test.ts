import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bluetent-base');
const truth = loadTruth('bluetent-base');
const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const BUY = '/rescms/item/156/buy?rcav%5Bbegin%5D=01%2F16%2F2027&rcav%5Bend%5D=01%2F23%2F2027&rcav%5Badult%5D=2&rcav%5Bchild%5D=1&rcav%5Beid%5D=156&rcav%5Bcoupon%5D=&rcav%5BIDs%5D%5B8%5D%5B%5D=2156-210156&eid=156';

describe('bluetent RESCMS buy page and confirmation', () => {
  it("the buy page's #charges-wrapper total is the truth's quote total", async () => {
    const $ = load((await demo.get(BUY)).body);
    expect($('#charges-wrapper fieldset tr.total td.amount').text()).toBe('$3,246.31');
    expect(payload('book-now').total).toBe(3246.31);
  });

  it('booking lands on the confirmation with the first reservation number; anyone else gets Access denied (403)', async () => {
    const booked = await demo.form(BUY, { first_name: 'Leilani', last_name: 'Kahale', mail: 'leilani.kahale@example.com', op: 'Book Now' });
    expect(booked.status).toBe(303);
    expect(booked.headers.location).toBe(`/rescms/confirmation/${payload('book').reservation_id}`);
    const denied = await demo.get('/rescms/confirmation/48299');
    expect(denied.status).toBe(403);
    expect(load(denied.body)('title').text()).toMatch(/^Access denied \|/);
  });
});
