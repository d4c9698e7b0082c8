// The page upload's bodyHTML without one long task: what `innerHTML` of a cleaned clone of <body> gives (svg,
// style and stylesheet links removed, secret field values blanked, inline base64 data URIs cut, secret-looking
// values replaced: page-upload-secrets.ts), written piece
// by piece while walking the live page, so the walk can stop after any node and go on in the next idle slice.
// Cloning the body, querySelectorAll over the clone, innerHTML and one regex over megabytes took 100s of ms in
// one task on a 5 MB page. The live page may change between slices: the upload is then a best-effort mix of
// before and after, always with balanced tags.
import { isSecretField, scrub } from './page-upload-secrets';

const STRIP = 'svg,style,link[rel=stylesheet]';
export const BASE64 = /data:[\w.+/-]*(;[\w-]+=[\w.-]+)*;base64,[\w+/=%]*/gi;
/** Parents whose text the HTML serialiser writes unescaped. */
const RAW_TEXT = /^(script|style|xmp|iframe|noembed|noframes|plaintext|noscript)$/;
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' };

function textHTML(text: Text): string {
  const parent = text.parentNode as Element;
  return RAW_TEXT.test(parent.localName) ? text.data : text.data.replace(/[&<>\u00a0]/g, (c) => ESCAPED[c]);
}

/**
 * A walk over the children of `body`, handing `write` the HTML in document order. Each call of the returned
 * step walks nodes while `more()` says so and returns true once the walk is complete. Pieces are a tag or a
 * run of text: a base64 data URI never spans two (they are bounded by `<` and `>`), so each is cut on its own.
 */
export function bodyWalk(body: Element | null, write: (html: string) => void): (more: () => boolean) => boolean {
  const open: [Element, string][] = [];
  let node: Node | null = body && body.firstChild;
  let text = '';
  const put = (html: string) => {
    if (text) write(scrub(text.replace(BASE64, '')));
    text = '';
    if (html) write(scrub(html.replace(BASE64, '')));
  };
  return (more) => {
    while (more()) {
      if (!node) {
        const last = open.pop();
        if (!last) {
          put('');
          return true;
        }
        put(last[1]);
        node = last[0].nextSibling;
        continue;
      }
      const n = node as Element;
      node = n.nextSibling;
      if (n.nodeType == 3) text += textHTML(n as unknown as Text);
      else if (n.nodeType == 8) put(`<!--${(n as unknown as Comment).data}-->`);
      else if (n.nodeType == 1 && !n.matches(STRIP)) {
        if (n.matches('input,textarea') && isSecretField(n)) {
          const copy = n.cloneNode() as Element;
          copy.removeAttribute('value');
          put(copy.outerHTML);
        } else if (!n.firstElementChild || n.localName == 'template') put(n.outerHTML);
        else {
          // the start tag exactly as the browser writes it (attribute escaping differs between versions)
          const html = (n.cloneNode() as Element).outerHTML;
          const end = `</${n.prefix ? n.prefix + ':' : ''}${n.localName}>`;
          if (html.slice(-end.length) != end) put(html); // a void element: its children are not written
          else {
            put(html.slice(0, -end.length));
            open.push([n, end]);
            node = n.firstChild;
          }
        }
      }
    }
    return false;
  };
}
