// In a two-part tag the page upload is a third file, tracker.upload.js beside tracker.main.js, loaded the first
// time a page uploads: most pages never do, and it is a tenth of the main part (issue 16). Same origin and nonce
// as the main part, `?v=` its hash as built, so a cached main part always loads its own upload part.
import { tagGlobal, type UploadPart } from '../tag/global';
import { appendScript } from '../tag/append-script';
import { partUrl } from '../tag/part-url';

const HASH = typeof __BEACON_UPLOAD_HASH__ === 'string' ? __BEACON_UPLOAD_HASH__ : 'dev';

/** …/tracker.main.js?v=x -> …/tracker.upload.js?v=<upload hash>; '' for a main part with no src (inlined). */
export const uploadUrl = (mainSrc: string): string => partUrl(mainSrc, 'upload', HASH);

let loading: Promise<UploadPart> | undefined;

/** The upload part's builder and encoder, loaded once; rejects (and stays rejected) when it cannot load. */
export function loadUploadPart(): Promise<UploadPart> {
  return (loading = loading || new Promise((ok, fail) => {
    const g = tagGlobal();
    const main = g && g.mainScript;
    const url = uploadUrl((main && main.src) || '');
    if (!g || !url) return fail(new Error('No upload part: the main part has no src'));
    if (g.upload) return ok(g.upload);
    appendScript(
      url,
      (main && main.nonce) || '',
      () => (g.upload ? ok(g.upload) : fail(new Error(`Upload part ${url} did not start`))),
      () => fail(new Error(`Upload part ${url} did not load`)),
    );
  }));
}
