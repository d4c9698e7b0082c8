// What never leaves the page in a page upload (beyond the spec, for the visitors' safety): secret-looking keys
// and field names, the values of secret form fields, and values that look like secrets or personal data
// wherever they are (a guest's e-mail in a checkout summary's <td>, a JWT in localStorage under `user`).

/** Key or field names whose values are secrets. */
export const SECRET = /pass|pwd|card.?(num|no)|cc.?(num|no)|cvv|cvc|csc|secur|token|nonce|csrf|secret|auth|session.?id|api.?key/i;
/** form body `name=value` and JSON `"name": "value"` pairs whose name is a secret: the value is blanked. */
// pure: a build without the page upload (the main part of a two-part tag) leaves it out
const SECRET_PAIR = /*#__PURE__*/ new RegExp(`((?:${SECRET.source})[\\w\\[\\].-]*(?:=|"\\s*:\\s*"))[^&"]*`, 'gi');

/**
 * Secret-looking values, by shape: JWTs, Bearer/Basic credentials, credentials in a URL, API keys of the usual
 * issuers, e-mail addresses (not `logo@2x.png`), phone numbers (international with +, or US-style 3-3-4),
 * card numbers (13-19 digits from 2-6, kept unless Luhn-valid) and IBANs. One pass; each is replaced by its
 * kind in brackets, so an analyst still sees that a value was there. E-mails and phones are removed rather
 * than hashed (spec 9's hash is asynchronous with crypto.subtle; a removed value cannot be matched back).
 */
const VALUES =
  /(eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]*)|\b((?:[Bb]earer|[Bb]asic)\s+)[\w.~+/-]{8,}=*|(\/\/)[^\s/:@"'<>]+:[^\s/@"'<>]+@|\b(?:[sr]k_(?:live|test)_\w{8,}|AKIA[\dA-Z]{16}|gh[pousr]_\w{20,}|xox[abpr]-[\w-]{10,})|[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.(?!(?:png|jpe?g|gif|webp|svg|avif)\b)[a-zA-Z]{2,}|\+\d[\d\s().-]{6,}\d|(?:\(\d{3}\)\s?|\b\d{3}[-.])\d{3}[-.\s]\d{4}\b|\b[2-6]\d{3}(?:[ -]?\d){9,15}\b|\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,3})?\b/g;

/** The Luhn checksum of a card number's digits. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = +digits[digits.length - 1 - i];
    if (i % 2 && (n *= 2) > 9) n -= 9;
    sum += n;
  }
  return sum % 10 == 0;
}

/** `text` with secret-looking values replaced by their kind. */
export const scrub = (text: string): string =>
  text.replace(VALUES, (m, jwt?: string, auth?: string, slashes?: string) => {
    const digits = m.replace(/\D/g, '');
    return jwt
      ? '[jwt]'
      : auth
        ? auth + '[token]'
        : slashes
          ? '//[credentials]@'
          : /@/.test(m)
            ? '[email]'
            : /^[2-6][\d -]+$/.test(m) && digits.length > 12
              ? luhn(digits) ? '[card]' : m
              : /^[A-Z]{2}\d/.test(m)
                ? '[iban]'
                : /^[+(\d]/.test(m)
                  ? '[phone]'
                  : '[key]';
  });

/** A recorded value with secret pairs blanked and secret-looking values replaced. */
export const redact = (s: string | null | undefined): string | null => (s == null ? null : scrub(String(s).replace(SECRET_PAIR, '$1')));

/** An input or textarea whose value is blanked in the upload: password, card number, CVV/CVC, hidden tokens. */
export function isSecretField(field: Element): boolean {
  const input = field as HTMLInputElement;
  const type = (input.getAttribute('type') || '').toLowerCase();
  const name = `${input.name} ${input.id} ${input.getAttribute('autocomplete') || ''}`;
  return type == 'password' || /\bcc-/i.test(name) || SECRET.test(name) || (type == 'hidden' && /key|sig|hash/i.test(name));
}
