// The page_upload map every adapter that sends one gets by default. What is captured while the upload is built
// waits for it (upload-hold.ts). A one-script build holds the upload code; a two-part tag's main part loads it
// from its own file the first time (upload-part.ts), with the sliced encoder of the large body it makes.
import type { Payload } from '../core/types';
import { callsSeen } from '../net';
import { setLargeBodyEncoder } from '../core/sender';
import { utf8InSlices } from '../core/idle-slices';
import { buildPageUpload } from './page-upload';
import { loadUploadPart } from './upload-part';
import { holdForUpload, uploadDone } from './upload-hold';

const FROM_PART = typeof __BEACON_UPLOAD_PART__ === 'boolean' ? __BEACON_UPLOAD_PART__ : false;

/** The page_upload payload; call uploadDone() once it is tracked (emitter.ts does). */
export async function pageUploadPayload(): Promise<Payload> {
  holdForUpload();
  // the ajaxCache is the calls seen when the upload starts, whichever delivery: an upload part still loading must
  // not add the calls that end meanwhile; a fetch answer seen whose body we are still reading is in (net/bus.ts
  // callsSeen: engines read our copy before or after the host's own read)
  const calls = await callsSeen();
  try {
    const part = FROM_PART ? await loadUploadPart() : { build: buildPageUpload, encode: utf8InSlices };
    // the batch that carries the upload is over the keepalive budget: the sender encodes it in slices too
    setLargeBodyEncoder(part.encode);
    return await part.build(calls);
  } catch (error) {
    uploadDone();
    throw error;
  }
}
