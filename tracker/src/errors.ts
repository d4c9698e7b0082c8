// Entry of tracker.errors.js, the errors part of a two-part tag (tag/errors-part.ts loads it beside the main part
// the first time the main part reports an error): publishes the error reports' builder on the tag's global under
// its own stamp, so the main part of that stamp finds it even on a page whose tag is another release's.
import { errorEvents } from './core/error-event';
import { STAMP, tagGlobal } from './tag/global';

const g = tagGlobal();
if (g) (g.errors = g.errors || {})[STAMP] = errorEvents;
