// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';

const U = { id: 'user-1', firstSeen: 100 };
const S = { id: 'session-1', start: 200 };

describe('identity', () => {
  let identity: typeof import('./identity');
  const cookie = () => {
    const m = /(?:^|; )__beacon=([^;]*)/.exec(document.cookie);
    return m ? JSON.parse(decodeURIComponent(m[1])) : null;
  };

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = '__beacon=; max-age=0; path=/';
    (window as any).opener = null;
    vi.resetModules();
    identity = await import('./identity');
  });
  afterEach(() => vi.useRealTimers());

  it('restores from localStorage without identify, and writes the copies', async () => {
    localStorage.setItem('__beacon', JSON.stringify({ user: U, session: S }));
    const id = await identity.restore(null);
    expect(id).toEqual({ user: U, session: S, fresh: false });
    expect(JSON.parse(sessionStorage.getItem('__beacon')!)).toEqual({ user: U, session: S });
    expect(cookie()).toEqual({ user: U, session: S });
  });

  it('restores from the sessionStorage copy without identify', async () => {
    sessionStorage.setItem('__beacon', JSON.stringify({ user: U, session: S }));
    expect(await identity.restore(null)).toEqual({ user: U, session: S, fresh: false });
    expect(JSON.parse(localStorage.getItem('__beacon')!)).toEqual({ user: U, session: S });
  });

  it('localStorage wins over the other sources; a missing piece is taken from the next source', async () => {
    localStorage.setItem('__beacon', JSON.stringify({ user: U }));
    sessionStorage.setItem('__beacon', JSON.stringify({ user: { id: 'other', firstSeen: 1 }, session: S }));
    expect(await identity.restore(null)).toEqual({ user: U, session: S, fresh: false });
  });

  it('restores from the opener window (same origin) and sends identify', async () => {
    (window as any).opener = { __beacon: { version: 'x', identity: { user: U, session: S } } };
    expect(await identity.restore(null)).toEqual({ user: U, session: S, fresh: true });
    expect(JSON.parse(localStorage.getItem('__beacon')!)).toEqual({ user: U, session: S });
  });

  it('ignores a cross-origin opener', async () => {
    (window as any).opener = new Proxy({}, { get: () => { throw new DOMException('Blocked', 'SecurityError'); } });
    const id = await identity.restore(null);
    expect(id.fresh).toBe(true);
    expect(id.user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('restores from the cookie and sends identify', async () => {
    document.cookie = '__beacon=' + encodeURIComponent(JSON.stringify({ user: U, session: S })) + '; path=/';
    expect(await identity.restore(null)).toEqual({ user: U, session: S, fresh: true });
  });

  it('creates new ids (with start times) when nothing is stored and there is no session page', async () => {
    vi.useFakeTimers({ now: 5000 });
    const id = await identity.restore(null);
    expect(id.fresh).toBe(true);
    expect(id.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), firstSeen: 5000 });
    expect(id.session).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), start: 5000 });
    expect(id.user.id).not.toBe(id.session.id);
    const stored = { user: id.user, session: id.session };
    expect(JSON.parse(localStorage.getItem('__beacon')!)).toEqual(stored);
    expect(JSON.parse(sessionStorage.getItem('__beacon')!)).toEqual(stored);
    expect(cookie()).toEqual(stored);
  });

  it('ignores junk in storage', async () => {
    localStorage.setItem('__beacon', '{"user":{"id":42},"session":"x"}');
    const id = await identity.restore(null);
    expect(id.fresh).toBe(true);
    expect(id.user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('session frame', () => {
    const page = 'https://collect.example/session.html';
    // happy-dom cannot load frames (it fires error, which restore() treats as no answer), so the frame is
    // captured instead of attached; `frames` holds the ones currently "in the page".
    let frames: HTMLIFrameElement[];
    beforeEach(() => {
      frames = [];
      vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
        const frame = node as unknown as HTMLIFrameElement;
        frames.push(frame);
        frame.remove = () => void frames.splice(frames.indexOf(frame), 1);
        return node;
      });
    });
    afterEach(() => vi.restoreAllMocks());
    const frameAnswer = async (data: unknown, origin = 'https://collect.example', fromFrame = true) => {
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      const frame = frames[0];
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: fromFrame ? frame.contentWindow : window }));
      return frame;
    };

    it('loads a hidden frame with the known user id and uses its answer (object or JSON text)', async () => {
      localStorage.setItem('__beacon', JSON.stringify({ user: U }));
      const pending = identity.restore(page);
      const frame = await frameAnswer(JSON.stringify({ session: S }));
      expect(frame.getAttribute('src')).toBe(page + '?userId=user-1');
      expect(frame.style.display).toBe('none');
      expect(await pending).toEqual({ user: U, session: S, fresh: true });
      expect(frames).toHaveLength(0);
    });

    it('accepts the answer only from the session page origin and from the frame itself', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const pending = identity.restore(page);
      await frameAnswer({ user: { id: 'evil', firstSeen: 1 }, session: { id: 'evil', start: 1 } }, 'https://evil.example');
      await frameAnswer({ user: { id: 'evil', firstSeen: 1 }, session: { id: 'evil', start: 1 } }, 'https://collect.example', false);
      await frameAnswer({ unrelated: true });
      await frameAnswer({ user: U, session: S });
      expect(await pending).toEqual({ user: U, session: S, fresh: true });
    });

    it('gives up after the timeout and creates new ids', async () => {
      vi.useFakeTimers();
      const pending = identity.restore(page);
      expect(frames[0].getAttribute('src')).toBe(page);
      await vi.advanceTimersByTimeAsync(2999);
      expect(frames).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      const id = await pending;
      expect(id.fresh).toBe(true);
      expect(id.user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(frames).toHaveLength(0);
    });

    it('a frame that fails to load means new ids at once', async () => {
      const pending = identity.restore(page);
      (frames[0].onerror as () => void)();
      expect((await pending).fresh).toBe(true);
      expect(frames).toHaveLength(0);
    });

    it('is not loaded when both ids are known', async () => {
      localStorage.setItem('__beacon', JSON.stringify({ user: U, session: S }));
      await identity.restore(page);
      expect(frames).toHaveLength(0);
      expect(document.body.appendChild).not.toHaveBeenCalled();
    });
  });
});
