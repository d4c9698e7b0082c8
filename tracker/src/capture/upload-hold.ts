// Events captured while a page upload is built wait for it (spec 4: lodging conversion pages first upload the
// HTML, then push the conversion). Its own module: the main part keeps it while the upload itself may come from
// another file (page-upload-payload.ts).
let held: (() => void)[] | null = null;

/** What is captured from now on waits until uploadDone(). */
export const holdForUpload = (): void => void (held = held || []);

/** Whether a page upload is being built (what is captured meanwhile waits for it). */
export const uploading = (): boolean => held != null;

/** Runs `track` now, or once the page upload being built has been tracked. */
export const afterUpload = (track: () => void): void => void (held ? held.push(track) : track());

/** The upload was tracked (or failed): what waited for it goes, in order. */
export function uploadDone(): void {
  const waiting = held || [];
  held = null;
  waiting.forEach((track) => track());
}
