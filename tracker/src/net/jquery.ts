// jQuery's global ajaxComplete, for transports the XHR wrapper cannot see. A jQuery XHR call is seen twice
// (XHR first, then ajaxComplete with the same method, url, body and answer); the bus keeps only the first.
// jQuery often loads after us, so we look again at load, and say so if it never came.
import { abs, bodyText, call, guard, heads, live, log, publish } from './bus';

const hooked: unknown[] = [];
let listening = false;

function find(): void {
  const $ = (window as any).jQuery;
  if (typeof $ !== 'function' || hooked.indexOf($) >= 0) return;
  hooked.push($);
  // a block body: a jQuery handler returning false would stop propagation and prevent default
  $(document).on('ajaxComplete', (_e: unknown, x: any, s: any) => {
    if (live.on) guard(complete, x, s);
  });
}

function complete(x: any, s: any): void {
  if (!x || !x.status || !s) return;
  const text = x.responseText;
  publish(
    call('jquery', String(s.type || s.method || 'GET').toUpperCase(), abs(s.url), bodyText(s.data), x.status, typeof text === 'string' ? text : null, heads(x.getAllResponseHeaders && x.getAllResponseHeaders())),
  );
}

function last(): void {
  guard(find);
  if (!hooked.length) log('jquery not found');
}

export function hookJquery(): void {
  guard(find);
  if (listening) return;
  listening = true;
  // jQuery's own XHR calls before then reach us through the XHR wrapper anyway
  if (document.readyState === 'complete') last();
  else addEventListener('load', last);
}
