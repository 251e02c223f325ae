// Draws the app icons (manifest, home screen) from our own SVG mark.
// Run once after changing the mark: node scripts/make-app-icons.mjs
import sharp from 'sharp';
import { writeFileSync } from 'node:fs';

const mark = (size, pad) => {
  const s = 512;
  const inner = s - 2 * pad;
  const k = inner / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" ${pad === 0 ? 'rx="96"' : ''} fill="#121417"/>
  <g transform="translate(${pad} ${pad}) scale(${k})">
    <path d="M16 4 26.4 10v12L16 28 5.6 22V10z" fill="none" stroke="#f0705f" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="M10 16h12M16 10v12" stroke="#f0705f" stroke-width="2.2" stroke-linecap="round"/>
  </g>
</svg>`;
};

const out = [
  ['public/icons/app-192.png', 192, 0],
  ['public/icons/app-512.png', 512, 0],
  ['public/icons/maskable-512.png', 512, 96],
  ['public/icons/apple-touch-icon.png', 180, 40],
];
for (const [file, size, pad] of out) {
  const png = await sharp(Buffer.from(mark(size, pad))).resize(size, size).png().toBuffer();
  writeFileSync(file, png);
  console.log(`${file} ${size}×${size}`);
}
