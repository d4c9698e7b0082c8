// The replay proxy's TLS certificate: self-signed, made with openssl once per process (in a temporary folder that
// is removed at once), never stored. The browsers run with acceptInsecureCerts, so any name is accepted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let made: { key: Buffer; cert: Buffer } | null = null;

export function selfSignedCert(): { key: Buffer; cert: Buffer } {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'beacon-proxy-cert-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=beacon replay proxy', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    made = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (e) {
    throw new Error(`the replay proxy needs openssl to make its certificate (${(e as Error).message.split('\n')[0]}). Install it: sudo apt-get install -y openssl`, { cause: e });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return made;
}
