// Draws the site's artwork as SVG and rasterises it with sharp into src/site/assets/ (run once;
// the outputs are committed). Everything here is original to the project: no stock images.
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

const OUT = new URL('../src/site/assets/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

const bg = (w, h, a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;

function mandala(cx, cy, r, color, o = 0.25) {
  let s = `<g opacity="${o}" fill="none" stroke="${color}" stroke-width="${r / 60}">`;
  for (let k = 1; k <= 4; k++) s += `<circle cx="${cx}" cy="${cy}" r="${(r * k) / 4}"/>`;
  for (let i = 0; i < 24; i++) {
    const a = (i * 15 * Math.PI) / 180;
    const x = cx + Math.cos(a) * r * 0.72,
      y = cy + Math.sin(a) * r * 0.72;
    s += `<ellipse cx="${x}" cy="${y}" rx="${r * 0.2}" ry="${r * 0.07}" transform="rotate(${i * 15} ${x} ${y})"/>`;
  }
  return s + '</g>';
}

function toran(w, y = 0, n = 18) {
  let s = `<path d="M0 ${y + 14} Q ${w / 2} ${y + 70} ${w} ${y + 14}" fill="none" stroke="#166534" stroke-width="5"/>`;
  for (let i = 0; i <= n; i++) {
    const t = i / n,
      x = t * w,
      yy = y + 14 + 4 * 56 * t * (1 - t);
    s += `<circle cx="${x}" cy="${yy}" r="13" fill="${i % 2 ? '#f59e0b' : '#ea580c'}"/><circle cx="${x}" cy="${yy}" r="5" fill="#fde68a"/>`;
    if (i % 3 === 1) s += `<path d="M${x} ${yy + 12} l0 40" stroke="#f59e0b" stroke-width="3"/><circle cx="${x}" cy="${yy + 58}" r="9" fill="#ea580c"/>`;
  }
  return s;
}

const SKIN = ['#c68642', '#8d5524', '#e0ac69', '#a0662e'];

/** A bride and groom, head-and-shoulders down to the waist, at (x, y) = groom's head centre. */
function couple(x, y, s, { skinA, skinB, sherwani, saree, border, turban }) {
  const g = (dx) => x + dx * s,
    v = (dy) => y + dy * s;
  return `
  <g>
    <path d="M${g(-75)} ${v(250)} Q${g(-70)} ${v(75)} ${g(0)} ${v(70)} Q${g(70)} ${v(75)} ${g(75)} ${v(250)} Z" fill="${sherwani}"/>
    <path d="M${g(0)} ${v(72)} L${g(0)} ${v(250)}" stroke="${border}" stroke-width="${4 * s}"/>
    ${[100, 135, 170, 205].map((d) => `<circle cx="${g(0)}" cy="${v(d)}" r="${4 * s}" fill="${border}"/>`).join('')}
    <rect x="${g(-14)}" y="${v(35)}" width="${28 * s}" height="${40 * s}" rx="${8 * s}" fill="${skinA}"/>
    <circle cx="${g(0)}" cy="${v(0)}" r="${42 * s}" fill="${skinA}"/>
    ${
      turban
        ? `<path d="M${g(-46)} ${v(-8)} Q${g(-50)} ${v(-70)} ${g(0)} ${v(-72)} Q${g(52)} ${v(-70)} ${g(46)} ${v(-8)} Q${g(0)} ${v(-30)} ${g(-46)} ${v(-8)}Z" fill="${turban}"/><path d="M${g(-40)} ${v(-22)} Q${g(0)} ${v(-52)} ${g(40)} ${v(-22)}" stroke="${border}" stroke-width="${5 * s}" fill="none"/><circle cx="${g(0)}" cy="${v(-50)}" r="${7 * s}" fill="${border}"/>`
        : `<path d="M${g(-43)} ${v(-2)} Q${g(-46)} ${v(-52)} ${g(0)} ${v(-48)} Q${g(46)} ${v(-52)} ${g(43)} ${v(-2)} Q${g(30)} ${v(-30)} ${g(-43)} ${v(-2)}Z" fill="#1c1917"/>`
    }
    <path d="M${g(-14)} ${v(18)} Q${g(0)} ${v(28)} ${g(14)} ${v(18)}" stroke="#5b2a12" stroke-width="${3 * s}" fill="none" stroke-linecap="round"/>
    <circle cx="${g(-15)}" cy="${v(0)}" r="${3.5 * s}" fill="#292524"/><circle cx="${g(15)}" cy="${v(0)}" r="${3.5 * s}" fill="#292524"/>
  </g>
  <g>
    <path d="M${g(50)} ${v(250)} Q${g(55)} ${v(95)} ${g(125)} ${v(90)} Q${g(195)} ${v(95)} ${g(200)} ${v(250)} Z" fill="${saree}"/>
    <path d="M${g(70)} ${v(250)} Q${g(95)} ${v(150)} ${g(190)} ${v(120)}" stroke="${border}" stroke-width="${9 * s}" fill="none"/>
    <rect x="${g(112)}" y="${v(55)}" width="${26 * s}" height="${40 * s}" rx="${8 * s}" fill="${skinB}"/>
    <path d="M${g(78)} ${v(40)} Q${g(72)} ${v(-45)} ${g(125)} ${v(-48)} Q${g(178)} ${v(-45)} ${g(172)} ${v(40)} Z" fill="#1c1917"/>
    <circle cx="${g(125)}" cy="${v(20)}" r="${39 * s}" fill="${skinB}"/>
    <path d="M${g(86)} ${v(5)} Q${g(90)} ${v(-25)} ${g(125)} ${v(-22)} Q${g(160)} ${v(-25)} ${g(164)} ${v(5)} Q${g(140)} ${v(-10)} ${g(86)} ${v(5)}Z" fill="#1c1917"/>
    <path d="M${g(70)} ${v(110)} Q${g(62)} ${v(-60)} ${g(125)} ${v(-62)} Q${g(188)} ${v(-60)} ${g(180)} ${v(110)}" stroke="${saree}" stroke-width="${12 * s}" fill="none" opacity="0.85"/>
    <path d="M${g(70)} ${v(110)} Q${g(62)} ${v(-60)} ${g(125)} ${v(-62)} Q${g(188)} ${v(-60)} ${g(180)} ${v(110)}" stroke="${border}" stroke-width="${3 * s}" fill="none"/>
    <circle cx="${g(125)}" cy="${v(4)}" r="${4 * s}" fill="#b91c1c"/>
    <circle cx="${g(111)}" cy="${v(18)}" r="${3.5 * s}" fill="#292524"/><circle cx="${g(139)}" cy="${v(18)}" r="${3.5 * s}" fill="#292524"/>
    <path d="M${g(112)} ${v(36)} Q${g(125)} ${v(46)} ${g(138)} ${v(36)}" stroke="#7f1d1d" stroke-width="${3 * s}" fill="none" stroke-linecap="round"/>
    <circle cx="${g(88)}" cy="${v(30)}" r="${5 * s}" fill="${border}"/><circle cx="${g(162)}" cy="${v(30)}" r="${5 * s}" fill="${border}"/>
  </g>
  <path d="M${g(-40)} ${v(95)} Q${g(62)} ${v(200)} ${g(165)} ${v(110)}" stroke="#f59e0b" stroke-width="${10 * s}" fill="none" stroke-dasharray="${2 * s} ${12 * s}" stroke-linecap="round"/>`;
}

const diya = (x, y, s = 1) =>
  `<path d="M${x - 30 * s} ${y} Q${x} ${y + 30 * s} ${x + 30 * s} ${y}Z" fill="#b45309"/><path d="M${x} ${y - 6 * s} Q${x - 9 * s} ${y - 24 * s} ${x} ${y - 40 * s} Q${x + 9 * s} ${y - 24 * s} ${x} ${y - 6 * s}Z" fill="#fbbf24"/><circle cx="${x}" cy="${y - 24 * s}" r="${22 * s}" fill="#fde68a" opacity="0.25"/>`;

const rings = (x, y, s = 1) =>
  `<circle cx="${x - 22 * s}" cy="${y}" r="${34 * s}" fill="none" stroke="#fbbf24" stroke-width="${9 * s}"/><circle cx="${x + 22 * s}" cy="${y}" r="${34 * s}" fill="none" stroke="#fde68a" stroke-width="${9 * s}"/><path d="M${x + 22 * s} ${y - 50 * s} l10 12 -10 12 -10 -12z" fill="#fff"/>`;

function phone(x, y, s = 1) {
  return `<rect x="${x}" y="${y}" width="${190 * s}" height="${360 * s}" rx="${28 * s}" fill="#1c1917"/><rect x="${x + 12 * s}" y="${y + 30 * s}" width="${166 * s}" height="${300 * s}" rx="${10 * s}" fill="#fff"/>
  <circle cx="${x + 95 * s}" cy="${y + 110 * s}" r="${40 * s}" fill="#fce7f3"/><circle cx="${x + 95 * s}" cy="${y + 100 * s}" r="${16 * s}" fill="#be185d"/><path d="M${x + 68 * s} ${y + 140 * s} q${27 * s} ${-36 * s} ${54 * s} 0" fill="#be185d"/>
  ${[180, 210, 240].map((d, i) => `<rect x="${x + 35 * s}" y="${y + d * s}" width="${(120 - i * 25) * s}" height="${12 * s}" rx="${6 * s}" fill="#e7e5e4"/>`).join('')}
  <path d="M${x + 150 * s} ${y + 250 * s} l${45 * s} ${20 * s} v${35 * s} c0 ${30 * s} ${-20 * s} ${50 * s} ${-45 * s} ${60 * s} c${-25 * s} ${-10 * s} ${-45 * s} ${-30 * s} ${-45 * s} ${-60 * s} v${-35 * s}z" fill="#15803d"/>
  <path d="M${x + 132 * s} ${y + 300 * s} l${13 * s} ${13 * s} l${25 * s} ${-27 * s}" stroke="#fff" stroke-width="${8 * s}" fill="none" stroke-linecap="round"/>`;
}

function person(x, y, s, skin, cloth, hair = '#1c1917') {
  return `<path d="M${x - 60 * s} ${y + 190 * s} Q${x - 58 * s} ${y + 60 * s} ${x} ${y + 55 * s} Q${x + 58 * s} ${y + 60 * s} ${x + 60 * s} ${y + 190 * s}Z" fill="${cloth}"/><circle cx="${x}" cy="${y}" r="${36 * s}" fill="${skin}"/><path d="M${x - 37 * s} ${y - 2 * s} Q${x - 38 * s} ${y - 44 * s} ${x} ${y - 41 * s} Q${x + 38 * s} ${y - 44 * s} ${x + 37 * s} ${y - 2 * s} Q${x} ${y - 26 * s} ${x - 37 * s} ${y - 2 * s}Z" fill="${hair}"/>`;
}

const PAL = [
  { skinA: SKIN[0], skinB: SKIN[2], sherwani: '#fef3c7', saree: '#b91c1c', border: '#d97706', turban: '#ea580c' },
  { skinA: SKIN[1], skinB: SKIN[0], sherwani: '#1e3a8a', saree: '#be185d', border: '#fbbf24' },
  { skinA: SKIN[2], skinB: SKIN[3], sherwani: '#064e3b', saree: '#7e22ce', border: '#fcd34d', turban: '#be123c' },
  { skinA: SKIN[3], skinB: SKIN[1], sherwani: '#57534e', saree: '#c2410c', border: '#fde68a' },
];

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const ART = {
  'hero-wedding': svg(
    1200,
    800,
    bg(1200, 800, '#fdf2f8', '#fbcfe8') +
      mandala(600, 470, 420, '#be185d', 0.18) +
      toran(1200) +
      couple(470, 360, 1.45, PAL[0]) +
      diya(180, 720, 1.4) +
      diya(1020, 720, 1.4),
  ),
  'hero-verified': svg(
    1200,
    800,
    bg(1200, 800, '#fff7ed', '#fed7aa') +
      mandala(860, 400, 380, '#c2410c', 0.2) +
      phone(720, 190, 1.15) +
      person(330, 330, 1.5, SKIN[1], '#be185d') +
      rings(330, 660, 1),
  ),
  'hero-family': svg(
    1200,
    800,
    bg(1200, 800, '#fdf4ff', '#f5d0fe') +
      mandala(600, 420, 400, '#86198f', 0.16) +
      person(250, 340, 1.3, SKIN[0], '#0f766e', '#57534e') +
      person(950, 340, 1.3, SKIN[3], '#9d174d', '#78716c') +
      couple(500, 320, 1.25, PAL[1]),
  ),
  'assisted-manager': svg(
    800,
    600,
    bg(800, 600, '#ecfeff', '#bae6fd') +
      mandala(400, 300, 300, '#0e7490', 0.18) +
      person(400, 210, 1.6, SKIN[2], '#be185d') +
      `<path d="M340 190 Q340 130 400 130 Q460 130 460 190" stroke="#1c1917" stroke-width="9" fill="none"/><rect x="448" y="190" width="18" height="34" rx="8" fill="#1c1917"/><path d="M457 224 Q457 262 415 262" stroke="#1c1917" stroke-width="5" fill="none"/>`,
  ),
  'assisted-families': svg(
    800,
    600,
    bg(800, 600, '#fefce8', '#fde68a') +
      mandala(400, 300, 300, '#a16207', 0.2) +
      person(170, 260, 1.1, SKIN[0], '#1d4ed8', '#a8a29e') +
      person(310, 290, 1, SKIN[1], '#be185d') +
      person(490, 290, 1, SKIN[3], '#15803d') +
      person(630, 260, 1.1, SKIN[2], '#9333ea', '#a8a29e') +
      diya(400, 560, 1),
  ),
  'assisted-shortlist': svg(
    800,
    600,
    bg(800, 600, '#f0fdf4', '#bbf7d0') +
      mandala(400, 300, 300, '#15803d', 0.18) +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${170 + i * 30}" y="${120 + i * 60}" width="440" height="130" rx="18" fill="#fff" stroke="#d6d3d1"/><circle cx="${240 + i * 30}" cy="${185 + i * 60}" r="38" fill="${SKIN[i]}"/><rect x="${300 + i * 30}" y="${160 + i * 60}" width="200" height="14" rx="7" fill="#a8a29e"/><rect x="${300 + i * 30}" y="${190 + i * 60}" width="140" height="12" rx="6" fill="#d6d3d1"/><circle cx="${560 + i * 30}" cy="${185 + i * 60}" r="24" fill="#15803d"/><path d="M${548 + i * 30} ${185 + i * 60} l9 9 l16 -18" stroke="#fff" stroke-width="6" fill="none"/>`,
        )
        .join(''),
  ),
  'assisted-default': svg(800, 600, bg(800, 600, '#fdf2f8', '#f9a8d4') + mandala(400, 300, 280, '#9d174d', 0.25) + rings(400, 300, 2.2)),
  'elite-banner': svg(
    900,
    700,
    bg(900, 700, '#1c1917', '#44403c') +
      mandala(450, 350, 340, '#fbbf24', 0.3) +
      couple(340, 260, 1.35, PAL[2]) +
      `<path d="M380 70 l40 40 l30 -50 l30 50 l40 -40 l-15 80 h-110z" fill="#fbbf24"/>`,
  ),
  'about-story': svg(
    900,
    700,
    bg(900, 700, '#fff1f2', '#fecdd3') +
      mandala(450, 350, 330, '#be123c', 0.18) +
      toran(900) +
      person(160, 330, 1.15, SKIN[3], '#0369a1', '#a8a29e') +
      couple(340, 300, 1.2, PAL[3]) +
      person(760, 330, 1.15, SKIN[0], '#a21caf', '#a8a29e'),
  ),
  'og-default': svg(
    1200,
    630,
    bg(1200, 630, '#be185d', '#831843') + mandala(900, 315, 360, '#fde68a', 0.25) + couple(780, 250, 1.2, PAL[0]) + rings(220, 315, 2.4),
  ),
};
const COUPLE_BG = [
  ['#fdf2f8', '#fbcfe8'],
  ['#eff6ff', '#bfdbfe'],
  ['#faf5ff', '#e9d5ff'],
  ['#fff7ed', '#fed7aa'],
];
PAL.forEach((p, i) => {
  ART[`couple-${i + 1}`] = svg(600, 600, bg(600, 600, ...COUPLE_BG[i]) + mandala(300, 330, 300, '#9d174d', 0.15) + couple(215, 230, 1.25, p));
});

for (const [name, markup] of Object.entries(ART)) {
  await sharp(Buffer.from(markup)).jpeg({ quality: 88, mozjpeg: true }).toFile(`${OUT}${name}.jpg`);
  console.log('wrote', name);
}
