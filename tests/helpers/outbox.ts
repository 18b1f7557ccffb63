import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the file outbox (DATA_DIR/outbox) the way a person would: the newest message to an
 * address. Works for the in-process API tests and for the browser tests' server alike.
 * File names start with the ISO time, so name order is time order.
 */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

const outboxFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') || f.endsWith('.sms.json'))
    .sort()
    .reverse()
    .map((f) => path.join(dir, f));
};

/** Quoted-printable soft breaks and escapes, enough for nodemailer's plain-text output; the bytes are UTF-8 (Hindi, Tamil). */
const decodeQp = (text: string) => {
  const bytes: number[] = [];
  const plain = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < plain.length; i++) {
    const hex = plain[i] === '=' ? /^[0-9A-F]{2}/.exec(plain.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(plain[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) => decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQp(body) : body;
  return { file, to: header('To'), subject: header('Subject'), text };
}

function parseSms(file: string): OutboxMail {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; body: string; template: string };
  return { file, to: json.to, subject: json.template, text: json.body };
}

const addressedTo = (mail: OutboxMail, to: string) => mail.to.toLowerCase().includes(to.toLowerCase());

/** The newest e-mail (.eml) or SMS (.sms.json) addressed to `to` (an e-mail address or a 10-digit mobile), or null. */
export function latestMail(dataDir: string, to: string): OutboxMail | null {
  for (const file of outboxFiles(dataDir)) {
    const mail = file.endsWith('.eml') ? parseEml(file) : parseSms(file);
    if (addressedTo(mail, to)) return mail;
  }
  return null;
}

/** Every message in the outbox addressed to `to`, newest first. */
export function allMail(dataDir: string, to: string): OutboxMail[] {
  return outboxFiles(dataDir)
    .map((f) => (f.endsWith('.eml') ? parseEml(f) : parseSms(f)))
    .filter((m) => addressedTo(m, to));
}

/** The 6-digit code of the newest message to `to`; throws when there is none, so a test says why. */
export function latestCode(dataDir: string, to: string): string {
  const mail = latestMail(dataDir, to);
  if (!mail) throw new Error(`No message to ${to} in ${path.join(dataDir, 'outbox')}`);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`The newest message to ${to} (${path.basename(mail.file)}) has no 6-digit code`);
  return code;
}
