// Whether a recording was made from an exported HAR (`record --from-har`), as its meta.json says: such a recording
// holds what someone else's export kept, so its replay answers pictures, fonts, media and stylesheets the export missed with an
// empty answer (listed) instead of failing (harness/replay/routing.ts answerUnrecorded).
import type { Meta } from './meta.ts';

/** The recorderVersion prefix harness/record/from-har.ts writes (HAR_IMPORT_VERSION). */
export const HAR_IMPORT_RECORDER = 'beacon-har-import/';

export function isImportedHar(meta: Pick<Meta, 'recorderVersion'>): boolean {
  return typeof meta.recorderVersion === 'string' && meta.recorderVersion.startsWith(HAR_IMPORT_RECORDER);
}
