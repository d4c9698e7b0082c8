// Which file of dist/tag/map/ holds a host's install records (the all-sites tag loads its page's one): the site's
// domain, so that a site's exact record (www.example.com) and its wildcard one (*.example.com) share a file, and
// the file holds that customer's records only. The domain is the last two labels of the host, three under a
// two-letter country code whose second level is a generic word (example.co.uk, example.com.au). Plain JavaScript:
// the build (tracker/build/mapping-files.mjs) and the tracker (src/mapping-part.ts) import this one copy.

/** The domain key of a hostname or a record's host pattern (`*.` dropped); '' when it cannot name a file. */
export function mappingKey(host) {
  const labels = String(host).toLowerCase().replace(/^\*\./, '').replace(/\.$/, '').split('.');
  const n = labels.length;
  const keep = n > 2 && /^[a-z]{2}$/.test(labels[n - 1]) && /^(co|com|net|org|gov|edu|ac|or|ne|go|gv|ltd|plc)$/.test(labels[n - 2]) ? 3 : 2;
  const key = labels.slice(-keep).join('.');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(key) ? key : '';
}
