// Stopping `npm run demo-sites` by the pid of the npm process stops the server too (issue 20: the node process
// under npm kept serving the port). Starts it on a free port, kills npm's pid, and waits for the port to close.
import { afterEach, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './run-script.ts';

/** The pids under `pid` (children first found by ps), so a failing test can still clean up after itself. */
function descendants(pid: number): number[] {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  const children = out.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
  return children.flatMap((c) => [c, ...descendants(c)]);
}

/** Whether something accepts connections on 127.0.0.1:port. */
function accepting(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Resolves with the first match of `re` in what the child prints (or rejects when it exits first). */
function printed(child: ChildProcess, re: RegExp): Promise<RegExpExecArray> {
  return new Promise((done, fail) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const m = re.exec(text);
      if (m) {
        child.stdout!.off('data', onData);
        done(m);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited (${code}) before printing ${re}:\n${text}`)));
  });
}

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {} // already gone: what the test wants
  }
});

describe('npm run demo-sites', () => {
  it('stops serving when its npm process is sent SIGTERM', { timeout: 120_000 }, async () => {
    // one finished demo site: the others may be half-written by someone working on them
    const slug = readdirSync(join(REPO_ROOT, 'demo-sites'))
      .sort()
      .find((d) => existsSync(join(REPO_ROOT, 'demo-sites', d, 'site.ts')) && existsSync(join(REPO_ROOT, 'recordings', d, 'steps.json')));
    const npm = spawn('npm', ['run', 'demo-sites', '--', '--port', '0', slug!], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    started.push(npm.pid!);
    const exited = new Promise<void>((done) => npm.once('exit', () => done()));
    const port = Number((await printed(npm, /Demo sites on 127\.0\.0\.1:(\d+)/))[1]);
    started.push(...descendants(npm.pid!));
    expect(await accepting(port)).toBe(true);

    npm.kill('SIGTERM');
    await exited;
    // The server closes as its process exits, a moment after npm's: poll for that, up to a limit that only a
    // process left running reaches.
    const children = started.slice(1);
    const running = async () => (await accepting(port)) || children.some(alive);
    const deadline = Date.now() + 20_000;
    while ((await running()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await accepting(port), `port ${port} still served after npm exited`).toBe(false);
    expect(children.filter(alive), 'processes of npm run demo-sites left running').toEqual([]);
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
