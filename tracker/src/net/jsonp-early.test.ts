// @vitest-environment happy-dom
// expectJsonp + watchJsonpEarly: a widget whose JSONP answers arrive while the page loads, before any adapter
// subscribes (adapters start after load), still reaches the adapter that observes that callback later.
import { afterEach, describe, expect, it } from 'vitest';
import { resetBus, type Call } from './bus';
import { expectJsonp, installNetworkObservers, observeJsonp } from './index';
import { uninstallNetworkObservers } from './uninstall';

const tick = () => new Promise((r) => setTimeout(r, 0));
const w = window as any;
const tag = (src: string) => {
  const s = document.createElement('script');
  s.type = 'text/x-not-run'; // happy-dom must not try to load it
  s.src = src;
  document.head.appendChild(s);
};

afterEach(() => {
  uninstallNetworkObservers();
  resetBus();
});

describe('JSONP calls made before adapters subscribe', () => {
  it('an expected callback is wrapped when its script tag appears and its answer is handed to a later subscriber', async () => {
    expectJsonp('cbEarlyQuote');
    installNetworkObservers();
    const host = (w.cbEarlyQuote = (state: boolean, data: { total: number }) => (state ? data.total : 0)); // a widget's global
    const other = (w.cbNotExpected = (d: unknown) => d);
    tag('https://platform.widget.test/api/quote.jsp?jsoncallback=cbEarlyQuote&checkIn=2027-08-07');
    tag('https://platform.widget.test/api/other.jsp?jsoncallback=cbNotExpected');
    await tick(); // the MutationObserver runs before the script could load
    expect(w.cbEarlyQuote).not.toBe(host);
    expect(w.cbNotExpected).toBe(other); // named by no adapter: untouched
    expect(w.cbEarlyQuote(true, { total: 12 })).toBe(12); // the host's result
    await tick();
    const got: Call[] = [];
    observeJsonp('cbEarlyQuote', (c) => got.push(c)); // the adapter, after load
    await tick();
    expect(got.map((c) => c.json)).toEqual([[true, { total: 12 }]]);
  });

  it('without expected names nothing is watched', async () => {
    uninstallNetworkObservers();
    installNetworkObservers();
    const host = (w.cbNobody = (d: unknown) => d);
    tag('https://platform.widget.test/api/x.jsp?callback=cbNobody');
    await tick();
    expect(w.cbNobody).toBe(host);
  });
});
