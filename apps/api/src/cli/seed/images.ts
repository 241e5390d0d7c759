import sharp from 'sharp';

/**
 * Demo images drawn at seed time (DESIGN §7): an SVG (gradient and text) rendered to a small JPEG by
 * sharp, so the repository carries no binary files and a fresh clone still shows real pictures.
 */

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();

/** An 800×500 event cover: the event name over a gradient, with a caption line. */
export function eventCoverJpeg(
  title: string,
  caption: string,
  colors: readonly [string, string],
): Promise<Buffer> {
  return toJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
  <defs>${gradient('g', colors)}</defs>
  <rect width="800" height="500" fill="url(#g)"/>
  <circle cx="690" cy="90" r="150" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="120" cy="470" r="210" fill="#ffffff" fill-opacity="0.06"/>
  <text x="400" y="245" ${FONT} font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
  <text x="400" y="300" ${FONT} font-size="24" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`);
}

/** A 600×850 digital invitation with the graduation's and the graduate's names. */
export function invitationJpeg(input: {
  graduation: string;
  institution: string;
  graduate: string;
  when: string;
  /** The venue, already split into lines that fit. */
  venue: readonly string[];
}): Promise<Buffer> {
  const line = (y: number, size: number, text: string, extra = '', fill = '#f8f1e0') =>
    `<text x="300" y="${y}" ${FONT} font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${escapeXml(text)}</text>`;
  return toJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="850">
  <defs>${gradient('g', ['#14213d', '#3a2c5f'])}</defs>
  <rect width="600" height="850" fill="url(#g)"/>
  <rect x="30" y="30" width="540" height="790" fill="none" stroke="#d4af37" stroke-width="3"/>
  <rect x="42" y="42" width="516" height="766" fill="none" stroke="#d4af37" stroke-width="1"/>
  ${line(150, 22, 'CONVITE DE FORMATURA', 'letter-spacing="4" fill-opacity="0.8"')}
  ${line(250, 28, input.graduation, 'font-weight="bold"')}
  ${line(295, 20, input.institution, 'fill-opacity="0.85"')}
  ${line(420, 20, 'com alegria convida para a colação de grau de', 'fill-opacity="0.85"')}
  ${line(480, 38, input.graduate, 'font-weight="bold"', '#d4af37')}
  ${line(600, 22, input.when)}
  ${input.venue.map((text, i) => line(645 + i * 26, 17, text, 'fill-opacity="0.85"')).join('')}
</svg>`);
}
