// Runs one of scripts/*.ts as `npm run <script>` would (node with tsx, from the repository root) and collects
// what it printed and its exit code, for the tests of the command-line entry points.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..');

export interface ScriptResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function withoutNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _dropped, ...rest } = env;
  return rest;
}

export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts', script), ...args], {
      cwd: REPO_ROOT,
      // not the test runner's NODE_OPTIONS: Playwright's loader hooks there talk to its own process and hang a child
      env: { ...withoutNodeOptions(process.env), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }));
  });
}
