// A certificate for serving this machine over TLS (and so HTTP/2) when no real one is given:
// `npm run cluster` without TLS_CERT and TLS_KEY, and the tests that put nginx in front of the API
// (tests/helpers/nginx-front.ts). Made with openssl, self-signed, for 127.0.0.1 and localhost,
// valid for a week; clients trust it by passing the certificate itself as their CA.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TlsFiles {
  cert: string;
  key: string;
}

/** The certificate and key in `dir` (cert.pem, key.pem), made there first when missing. */
export function loopbackCertificate(dir: string): TlsFiles {
  const files = { cert: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  if (fs.existsSync(files.cert) && fs.existsSync(files.key)) return files;
  fs.mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      files.key,
      '-out',
      files.cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate in ${dir}: ${made.stderr || made.error?.message}`);
  // nginx's workers (nobody, when started by root) read them.
  fs.chmodSync(files.key, 0o644);
  return files;
}
