// A value a site's scripts leave on window (a theme's settings object, a booking engine's state).
import { pick } from '../../parse';

/** A page global by dotted path ('HOMEY_ajax_vars.homey_date_format'), null when absent. */
export function pageGlobal(path: string): unknown {
  try {
    return pick(window, ...path.split('.'));
  } catch {
    return null;
  }
}
