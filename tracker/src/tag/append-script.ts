// One async <script> appended for a part of the tracker (the tag's main part, the main part's upload part): same
// origin as its loader, so the host's CSP that allows the tag allows it; the loader's nonce is copied for
// nonce-based policies (without 'strict-dynamic' our script is allowed only with it). No eval, no new Function.
export function appendScript(url: string, nonce: string, onload?: () => void, onerror?: () => void): void {
  const s = document.createElement('script');
  if (nonce) s.nonce = nonce;
  s.async = true;
  s.src = url;
  if (onload) s.onload = onload;
  if (onerror) s.onerror = onerror;
  (document.head || document.documentElement).appendChild(s);
}
