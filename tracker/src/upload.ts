// Entry of tracker.upload.js, the upload part of a two-part tag (capture/upload-part.ts loads it beside the main
// part, the first time a page uploads): publishes the page upload, and the sliced encoder of the large batch that
// carries it, on the tag's global, for a main part of its own stamp only.
import { buildPageUpload } from './capture/page-upload';
import { utf8InSlices } from './core/idle-slices';
import { STAMP, tagGlobal } from './tag/global';

const g = tagGlobal();
if (g && g.v === STAMP) g.upload = { build: buildPageUpload, encode: utf8InSlices };
