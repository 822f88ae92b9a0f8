import sharp from 'sharp';

/** A real PNG picture (a gradient with a circle), `width` × `height`, made with sharp. */
export async function samplePng(width = 800, height = 450): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3b53"/><stop offset="1" stop-color="#45c29d"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.15}" fill="#ffd27a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
