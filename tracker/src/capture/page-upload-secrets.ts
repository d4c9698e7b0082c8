// What never leaves the page in a page upload (beyond the spec, for the visitors' safety): secret-looking keys
// and field names, and the values of secret form fields.

/** Key or field names whose values are secrets. */
export const SECRET = /pass|pwd|card.?(num|no)|cc.?(num|no)|cvv|cvc|csc|secur|token|nonce|csrf|secret|auth|session.?id|api.?key/i;
/** form body `name=value` and JSON `"name": "value"` pairs whose name is a secret: the value is blanked. */
const SECRET_PAIR = new RegExp(`((?:${SECRET.source})[\\w\\[\\].-]*(?:=|"\\s*:\\s*"))[^&"]*`, 'gi');

export const redact = (s: string | null | undefined): string | null => (s == null ? null : String(s).replace(SECRET_PAIR, '$1'));

/** An input or textarea whose value is blanked in the upload: password, card number, CVV/CVC, hidden tokens. */
export function isSecretField(field: Element): boolean {
  const input = field as HTMLInputElement;
  const type = (input.getAttribute('type') || '').toLowerCase();
  const name = `${input.name} ${input.id} ${input.getAttribute('autocomplete') || ''}`;
  return type == 'password' || /\bcc-/i.test(name) || SECRET.test(name) || (type == 'hidden' && /key|sig|hash/i.test(name));
}
