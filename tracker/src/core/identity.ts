// Identity (spec 3 "Identity", spec 4 "Initialisation" steps 1-2): a user {id, firstSeen} and a session
// {id, start}, restored from (in order) localStorage `__beacon`, the sessionStorage copy, the opener window
// (same origin only: a link opened in a new tab keeps its user and session) and the `__beacon` cookie.
// If either is still missing, the provider's session page is loaded in a hidden frame (with ?userId= when the
// user is known) and its answer awaited; whatever is still missing after that is created. The result is
// stored in all three places.
//
// Frame protocol (spec: not shown): the session page posts `{ user?: {id, firstSeen}, session?: {id, start} }`
// (an object or its JSON text) to its parent. Only a message whose origin is the session page's origin and
// whose source is our frame counts. No answer within T.frameMs (3 s), a load error or an unusable answer:
// new ids.
//
// `fresh` (whether identify is sent): spec 4 says "only when ids were newly created or restored". We read
// "restored" as "restored from somewhere else than this site's own storage": identify goes out when either id
// was created, or came from the opener, the cookie or the session frame, i.e. the first time this origin's
// storage sees this visitor or session. Ids found in localStorage/sessionStorage send no identify.
import { local, session, getJSON, fromJSON, toJSON } from './storage';
import { readCookie, setCookie } from './cookies';
import { newId } from './ids';
import { guard } from './errors';
import { log } from './log';
import { T } from './config';

export interface User {
  id: string;
  firstSeen: number;
}
export interface Session {
  id: string;
  start: number;
}
export interface Ids {
  user?: User | null;
  session?: Session | null;
}
export interface Identity {
  user: User;
  session: Session;
  fresh: boolean;
}

export const KEY = '__beacon';

const user = (u: any): User | null => (u && typeof u.id === 'string' && u.id ? { id: u.id, firstSeen: +u.firstSeen || Date.now() } : null);
const sess = (s: any): Session | null => (s && typeof s.id === 'string' && s.id ? { id: s.id, start: +s.start || Date.now() } : null);

/** Loads the session page in a hidden frame and waits for its answer (null on error or timeout). */
export function askFrame(page: string, userId: string | null): Promise<Ids | null> {
  return new Promise((resolve) => {
    const target = new URL(page, location.href);
    if (userId) target.searchParams.set('userId', userId);
    const frame = document.createElement('iframe');
    // eslint-disable-next-line prefer-const -- assigned after finish() is defined, which clears it
    let timeout: ReturnType<typeof setTimeout>;
    const finish = (answer: Ids | null) => {
      clearTimeout(timeout);
      removeEventListener('message', onMessage);
      frame.remove();
      resolve(answer);
    };
    const onMessage = guard((event: MessageEvent) => {
      if (event.origin !== target.origin || event.source !== frame.contentWindow) return;
      const data = typeof event.data === 'string' ? fromJSON<any>(event.data) : event.data;
      if (data && typeof data === 'object' && (data.user || data.session)) finish(data);
    });
    addEventListener('message', onMessage);
    frame.onerror = () => finish(null);
    timeout = setTimeout(() => {
      log('Session frame did not answer');
      finish(null);
    }, T.frameMs);
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.display = 'none';
    frame.src = target.href;
    (document.body || document.documentElement).appendChild(frame);
  });
}

export async function restore(sessionPage: string | null): Promise<Identity> {
  let u: User | null = null;
  let s: Session | null = null;
  let fresh = true;
  // document.cookie is a synchronous round trip to the browser process: read it once.
  const cookie = readCookie(KEY);
  const fromOpener = (): Ids | null => {
    try {
      return window.opener?.__beacon?.identity;
    } catch {
      return null; // cross-origin opener
    }
  };
  const sources = [() => getJSON<Ids>(local, KEY), () => getJSON<Ids>(session, KEY), fromOpener, () => fromJSON<Ids>(cookie)];
  for (let i = 0; i < sources.length && !(u && s); i++) {
    const ids = sources[i]();
    u = u || user(ids?.user);
    s = s || sess(ids?.session);
    // not fresh when found complete in this origin's own storage (the first two sources)
    fresh = !(u && s && i < 2);
  }
  if (!(u && s) && sessionPage) {
    try {
      const answer = await askFrame(sessionPage, u && u.id);
      u = u || user(answer?.user);
      s = s || sess(answer?.session);
    } catch (error) {
      log('Session error', error);
    }
  }
  const now = Date.now();
  const identity = { user: u || { id: newId(), firstSeen: now }, session: s || { id: newId(), start: now } };
  const json = toJSON(identity);
  local.set(KEY, json);
  session.set(KEY, json);
  if (fresh || cookie !== json) setCookie(KEY, json);
  return { ...identity, fresh };
}
