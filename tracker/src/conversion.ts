// Entry of tracker.conversion.js, the conversion part (capture/families/impact.ts: an all-sites adapter part, or a
// per-site main part, whose site asks for the conversion tracker loads it beside the main part, the first time a
// conversion is tracked): publishes the conversion tracker's ire() call on the tag's global, for a main part of its own stamp only.
import { conversionCall } from './capture/families/impact';
import { STAMP, tagGlobal } from './tag/global';

const g = tagGlobal();
if (g && g.v === STAMP) g.conversion = conversionCall;
