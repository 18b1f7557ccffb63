import { $auth } from '../../app/stores/auth';
import type { SharedBiodata } from '../../shared/schemas/biodata';

/**
 * /biodata#<link> (docs/product/biodata.md): shows the biodata a share link opens. The link is
 * the address's fragment, so it never reaches a server log or another site's Referer header. A
 * signed-in reader's token goes with the request, so a block between her and the member holds;
 * whoever the link may not show gets the page's one sentence, whatever the reason.
 */
const API = import.meta.env.PUBLIC_API_BASE ?? '/api';
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const status = byId<HTMLParagraphElement>('biodata-status');
const body = byId<HTMLElement>('biodata-body');

function authHeaders(): Record<string, string> {
  const token = $auth.get()?.accessToken;
  return token ? { authorization: `Bearer ${token}` } : {};
}

function show(b: SharedBiodata) {
  document.documentElement.lang = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }[b.locale];
  byId('biodata-name')!.textContent = b.name;
  byId('biodata-code')!.textContent = b.profileCode ?? '';
  document.title = `${b.name} · ${document.title}`;
  const slot = byId('biodata-photo')!;
  if (b.photoUrl) {
    const photo = document.createElement('img');
    photo.id = slot.id;
    photo.src = b.photoUrl;
    photo.alt = (slot.dataset.alt ?? '').replace('{name}', b.name);
    photo.width = 160;
    photo.height = 200;
    photo.className = slot.dataset.class ?? '';
    slot.replaceWith(photo);
  }
  const sections = byId('biodata-sections')!;
  for (const s of b.sections) {
    const section = document.createElement('section');
    const heading = document.createElement('h2');
    heading.className = 'font-serif text-xl font-bold text-brand-deep dark:text-pink-200';
    heading.textContent = s.title;
    const list = document.createElement('dl');
    list.className = 'mt-2 grid gap-y-1';
    for (const row of s.rows) {
      const term = document.createElement('dt');
      term.className = 'text-xs font-semibold text-stone-600 dark:text-stone-300';
      term.textContent = row.label;
      const value = document.createElement('dd');
      value.className = 'break-words';
      value.textContent = row.value;
      list.append(term, value);
    }
    section.append(heading, list);
    sections.append(section);
  }
  if (b.chartSvg) {
    // The server's own markup (the dashboard's chart drawing, rendered by React, and the QR code).
    byId('biodata-chart-svg')!.innerHTML = b.chartSvg;
    byId('biodata-chart-note')!.textContent = b.chartNote ?? '';
    byId('biodata-chart')!.hidden = false;
  }
  byId('biodata-qr')!.innerHTML = b.qrSvg;
  byId<HTMLAnchorElement>('biodata-profile')!.href = b.profileUrl;
  byId<HTMLAnchorElement>('biodata-whatsapp')!.href = b.whatsappUrl;
  const pdf = byId<HTMLAnchorElement>('biodata-pdf')!;
  pdf.href = b.pdfUrl;
  pdf.addEventListener('click', async (event) => {
    const headers = authHeaders();
    if (!headers.authorization) return;
    // A signed-in reader: the PDF is asked for with her token, so a block holds for it too.
    event.preventDefault();
    const reply = await fetch(b.pdfUrl, { headers });
    if (!reply.ok) return gone();
    window.location.assign(URL.createObjectURL(await reply.blob()));
  });
  byId('biodata-made')!.textContent = b.madeOn;
  if (status) status.hidden = true;
  if (body) body.hidden = false;
}

function gone() {
  if (body) body.hidden = true;
  if (status) {
    status.hidden = false;
    status.textContent = status.dataset.gone ?? '';
  }
}

async function start() {
  const token = window.location.hash.slice(1);
  if (!token) return gone();
  try {
    const reply = await fetch(`${API}/biodata/shared/${encodeURIComponent(token)}`, { headers: { accept: 'application/json', ...authHeaders() } });
    const envelope = (await reply.json()) as { response: SharedBiodata | null };
    if (!reply.ok || !envelope.response) return gone();
    show(envelope.response);
  } catch {
    gone();
  }
}

void start();
