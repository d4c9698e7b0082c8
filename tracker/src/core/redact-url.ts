// Every URL we send (each event's and batch's url, pageview/identify/install referrers, error reports' request
// info, the page upload's referrer) passes here first: a guest who arrives from a password-reset link must not
// have `?reset_token=…` leave the page through us. One function for all of them.
//
// A query or fragment value is blanked (`name=`, as the page upload blanks secret pairs) when its name says it is
// secret, or when the value itself looks like an e-mail address or a JWT whatever its name:
// - a word of the name (split at non-letters and camelCase) is token, password, secret, auth, session, reset,
//   signature, otp, nonce, csrf, jwt, credential(s), email…: `reset_token`, `sessionId`, `X-Amz-Signature`;
// - or the whole name is one of the short generic words key, code, sig, pass, ticket, sid: `?key=wc_order_…`
//   (WooCommerce's order key opens the order), OAuth's `?code=`. As a part of a longer name they are ordinary
//   data (`unit_code`, `confirmationCode`, `discount_code` stay: adapters and analysts need them).
// Secrets in a URL's path (`/reset/<token>`) cannot be told from ids and stay.
const WORD = /^(tokens?|password|passwd|pwd|secret|auth|apikey|session|sessionid|sessid|phpsessid|jsessionid|reset|signature|otp|nonce|csrf|xsrf|jwt|credentials?|e?mail)$/i;
const WHOLE = /^(key|code|sig|pass|ticket|sid)$/i;
const VALUE = /^eyJ[\w-]+\.|[^\s@]@[\w-]+\.[a-z]/i;

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

const secret = (name: string, value: string): boolean => {
  const n = decode(name);
  return WHOLE.test(n) || n.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^a-z]+/i).some((w) => WORD.test(w)) || VALUE.test(decode(value));
};

/** `url` with the values of secret-looking query and fragment parameters blanked; '' for null/undefined. */
export const redactUrl = (url: string | null | undefined): string =>
  url == null ? '' : String(url).replace(/([?#&;])([^=&#;?]*)=([^&#;]*)/g, (m, sep: string, name: string, value: string) => (value && secret(name, value) ? sep + name + '=' : m));
