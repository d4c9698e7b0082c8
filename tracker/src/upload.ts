// Entry of tracker.upload.js, the upload part of a two-part tag (capture/upload-part.ts loads it beside the main
// part, the first time a page uploads): publishes the page upload on the tag's global, for a main part of its
// own stamp only.
import { buildPageUpload } from './capture/page-upload';
import { STAMP, tagGlobal } from './tag/global';

const g = tagGlobal();
if (g && g.v === STAMP) g.upload = buildPageUpload;
