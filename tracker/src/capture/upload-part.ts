// In a two-part tag the page upload is a third file, tracker.upload.js beside tracker.main.js, loaded the first
// time a page uploads: most pages never do, and it is a tenth of the main part (issue 16). Same origin and nonce
// as the main part, `?v=` its hash as built, so a cached main part always loads its own upload part.
import type { UploadPart } from '../tag/global';
import { loadPart } from '../tag/part-url';

const HASH = typeof __BEACON_UPLOAD_HASH__ === 'string' ? __BEACON_UPLOAD_HASH__ : 'dev';

let loading: Promise<UploadPart> | undefined;

/** The upload part's builder and encoder, loaded once; rejects (and stays rejected) when it cannot load. */
export function loadUploadPart(): Promise<UploadPart> {
  return (loading = loading || loadPart<UploadPart>('upload', HASH, 'Upload part', 'upload'));
}
