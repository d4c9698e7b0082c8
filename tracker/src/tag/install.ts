// What the tag script does at evaluation: install the network observers (first: they must see the host's
// earliest calls) and publish them on the shared global for the main part.
import * as json from '../builtins/json';
import * as net from '../net';
import { declareEarlyJsonp } from './early-jsonp';
import { GLOBAL, STAMP, tagGlobal, type TagGlobal } from './global';

/** Undefined when a tag already ran on this page (the script included twice): the first one serves. */
export function installTag(): TagGlobal | undefined {
  if (tagGlobal()) return;
  try {
    declareEarlyJsonp();
  } catch {
    // a hostile __beaconConfig: no early JSONP watch, everything else as usual
  }
  net.installNetworkObservers();
  // currentScript only exists while the script is being evaluated
  const script = document.currentScript as HTMLScriptElement | null;
  const g: TagGlobal = { v: STAMP, src: (script && script.src) || '', net, json };
  (window as unknown as Record<string, TagGlobal>)[GLOBAL] = g;
  return g;
}
