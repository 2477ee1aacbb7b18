/**
 * Writes the site's icons into src/app/, where Next.js serves them by file convention: icon.svg (the
 * brand emblem, linked from every page), favicon.ico (16, 32 and 48 px, for /favicon.ico requests
 * from bookmarks, tabs and tools that never read the page) and apple-icon.png (180 px, for a home
 * screen). The emblem is the one the wordmark draws (src/components/brand.tsx): a sun rising over the sea.
 * Run: npx tsx apps/web/scripts/generate-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { RAYS, WAVES } from '../src/components/brand-emblem.ts';

const APP = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app');

const EMBLEM = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe7a6"/><stop offset="1" stop-color="#c9921f"/></linearGradient></defs>
<rect x=".75" y=".75" width="38.5" height="38.5" rx="11" fill="#0b1230" stroke="url(#gold)" stroke-width="1.5"/>
<path d="M12 24a8 8 0 0 1 16 0z" fill="url(#gold)"/>
<path d="${RAYS}" stroke="url(#gold)" stroke-width="1.8" stroke-linecap="round"/>
<path d="M7 24h26" stroke="url(#gold)" stroke-width="1.6" stroke-linecap="round"/>
<path d="${WAVES}" fill="none" stroke="#7dd3fc" stroke-width="1.8" stroke-linecap="round"/>
</svg>
`;

const png = (size: number) =>
  sharp(Buffer.from(EMBLEM), { density: (72 * size) / 40 })
    .resize(size, size)
    .png()
    .toBuffer();

/**
 * An ICO file holding PNG images (valid since Windows Vista and read by every current browser):
 * a 6-byte header, a 16-byte directory entry per image, then the images.
 */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
writeFileSync(join(APP, 'icon.svg'), EMBLEM);
writeFileSync(join(APP, 'favicon.ico'), ico(images));
writeFileSync(join(APP, 'apple-icon.png'), await png(180));
console.log(`Wrote icon.svg, favicon.ico (${sizes.join(', ')} px) and apple-icon.png (180 px) to ${APP}`);
