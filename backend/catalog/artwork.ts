/**
 * Generated catalogue images: simple, deterministic SVG illustrations, coloured per category, a product drawn in its
 * finish (the colour its variant is sold in) and a brand's logo as its name. What to draw comes from the
 * `media_assets` row of the requested path.
 */
export interface ArtworkAsset {
  kind: string;
  motif: string;
  colour: string;
  mark: string;
  variant: number;
  /** The product's own colour (hex), drawn as its body; null or absent: the motif's own body. */
  finish?: string | null;
}

const INK = '#1f2933';
/** A body in the product's finish, outlined so that a white or silver one stands out from the light tile. */
const body = (finish: string | null, fallback: string) =>
  finish ? `fill="${finish}" stroke="#52606d" stroke-width="2"` : `fill="${fallback}"`;

/**
 * Line drawings of each kind of product, on a 200×200 canvas centred at (100, 100): `c` is the category's accent
 * (a screen, a light), `f` the product's finish or null.
 */
const MOTIFS: Record<string, (c: string, f: string | null) => string> = {
  // The back (in the finish, with its cameras) behind the front: a phone's colour is its back.
  phone: (c, f) => `<rect x="92" y="24" width="58" height="136" rx="12" ${body(f, '#3e4c59')}/><rect x="100" y="33" width="24" height="24" rx="7" fill="${INK}" opacity=".85"/>` +
    `<circle cx="107" cy="40" r="4" fill="#9aa5b1"/><circle cx="117" cy="50" r="4" fill="#9aa5b1"/>` +
    `<rect x="50" y="40" width="58" height="136" rx="12" ${body(f, INK)}/><rect x="55" y="48" width="48" height="120" rx="7" fill="${c}"/>`,
  tablet: (c, f) => `<rect x="45" y="35" width="110" height="140" rx="12" ${body(f, INK)}/><rect x="53" y="45" width="94" height="118" rx="5" fill="${c}"/>`,
  laptop: (c, f) => `<rect x="45" y="55" width="110" height="72" rx="6" ${body(f, INK)}/><rect x="52" y="62" width="96" height="58" rx="3" fill="${c}"/><path d="M30 132h140l-10 14H40z" ${body(f, '#9aa5b1')}/>`,
  headphones: (c, f) => `<path d="M55 110V95a45 45 0 0 1 90 0v15" fill="none" stroke="${f ?? INK}" stroke-width="10"/><rect x="45" y="105" width="26" height="45" rx="10" ${body(f, c)}/><rect x="129" y="105" width="26" height="45" rx="10" ${body(f, c)}/>`,
  speaker: (c, f) => `<rect x="60" y="40" width="80" height="125" rx="18" ${body(f, INK)}/><circle cx="100" cy="120" r="28" fill="${c}"/><circle cx="100" cy="120" r="10" fill="${INK}"/><circle cx="100" cy="68" r="12" fill="${c}"/>`,
  watch: (c, f) => `<rect x="82" y="25" width="36" height="150" rx="10" ${body(f, '#3e4c59')}/><rect x="65" y="65" width="70" height="75" rx="18" fill="${INK}"/><rect x="73" y="73" width="54" height="59" rx="12" fill="${c}"/>`,
  console: (c, f) => `<rect x="60" y="35" width="45" height="130" rx="16" fill="${f ?? '#f5f7fa'}" stroke="${INK}" stroke-width="4"/><rect x="95" y="40" width="45" height="120" rx="10" fill="${c}"/>`,
  gamepad: (c, f) => `<path d="M50 85q50-25 100 0l15 50q-5 20-25 10l-20-20H80l-20 20q-20 10-25-10z" ${body(f, c)}/><path d="M70 95v20M60 105h20" stroke="#fff" stroke-width="6"/><circle cx="128" cy="98" r="5" fill="#fff"/><circle cx="140" cy="110" r="5" fill="#fff"/>`,
  camera: (c, f) => `<rect x="40" y="65" width="120" height="85" rx="10" ${body(f, INK)}/><rect x="75" y="52" width="40" height="18" rx="4" fill="${INK}"/><circle cx="100" cy="107" r="30" fill="${c}"/><circle cx="100" cy="107" r="16" fill="${INK}"/>`,
  tv: (c, f) => `<rect x="28" y="45" width="144" height="90" rx="6" ${body(f, INK)}/><rect x="34" y="51" width="132" height="78" rx="3" fill="${c}"/><path d="M85 135h30l6 18H79z" fill="#3e4c59"/>`,
  'smart-home': (c, f) => `<path d="M100 40l60 50v70H40V90z" ${body(f, c)}/><rect x="85" y="115" width="30" height="45" fill="${INK}"/><circle cx="100" cy="88" r="10" fill="#fff"/>`,
  charger: (c, f) => `<rect x="70" y="60" width="60" height="70" rx="12" fill="${f ?? '#f5f7fa'}" stroke="${INK}" stroke-width="4"/><rect x="84" y="38" width="8" height="24" fill="${INK}"/><rect x="108" y="38" width="8" height="24" fill="${INK}"/><path d="M100 130v20q0 20 30 20h20" fill="none" stroke="${c}" stroke-width="8"/>`,
  cable: (c, f) => `<path d="M60 60q-30 40 10 60t40 40q30 10 45-20" fill="none" stroke="${f ?? c}" stroke-width="9" stroke-linecap="round"/><rect x="46" y="34" width="24" height="34" rx="6" ${body(f, INK)}/><rect x="52" y="24" width="12" height="12" rx="3" fill="#9aa5b1"/>` +
    `<rect x="146" y="122" width="24" height="34" rx="6" ${body(f, INK)}/><rect x="152" y="154" width="12" height="12" rx="3" fill="#9aa5b1"/>`,
  mouse: (c, f) => `<rect x="65" y="45" width="70" height="115" rx="35" ${body(f, c)}/><path d="M100 45v40" stroke="${INK}" stroke-width="4"/><rect x="96" y="58" width="8" height="16" rx="4" fill="${INK}"/>`,
  keyboard: (c, f) => `<rect x="22" y="68" width="156" height="68" rx="8" ${body(f, '#3e4c59')}/>` +
    [0, 1, 2].map((row) => Array.from({ length: 10 }, (_, key) => `<rect x="${31 + key * 14}" y="${76 + row * 14}" width="10" height="10" rx="2" fill="#f5f7fa" opacity=".85"/>`).join('')).join('') +
    `<rect x="62" y="118" width="76" height="10" rx="2" fill="${c}"/>`,
  monitor: (c, f) => `<rect x="30" y="40" width="140" height="92" rx="6" ${body(f, INK)}/><rect x="37" y="47" width="126" height="76" rx="3" fill="${c}"/><rect x="94" y="132" width="12" height="22" fill="#3e4c59"/><rect x="68" y="152" width="64" height="8" rx="4" fill="#3e4c59"/>`,
  webcam: (c, f) => `<rect x="50" y="62" width="100" height="48" rx="24" ${body(f, INK)}/><circle cx="100" cy="86" r="17" fill="${c}"/><circle cx="100" cy="86" r="8" fill="${INK}"/><path d="M88 110l-6 40h36l-6-40z" fill="#3e4c59"/>`,
  pen: (c, f) => `<g transform="rotate(35 100 100)"><rect x="91" y="30" width="18" height="130" rx="9" ${body(f, '#e4e7eb')}/><path d="M91 150h18l-9 22z" fill="${INK}"/><rect x="91" y="44" width="18" height="10" fill="${c}"/></g>`,
  stand: (c, f) => `<path d="M40 150l60-80h50l-60 80z" ${body(f, '#c0c4c9')}/><rect x="36" y="148" width="60" height="8" rx="4" fill="#9aa5b1"/><rect x="100" y="62" width="50" height="8" rx="4" fill="${c}"/>`,
  'screen-protector': (c, f) => `<rect x="62" y="28" width="64" height="144" rx="12" fill="${INK}"/><rect x="74" y="36" width="64" height="144" rx="12" fill="${f ?? '#e8eef2'}" opacity=".75" stroke="${c}" stroke-width="3"/>` +
    `<path d="M86 60l30-18M86 84l44-26" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".9"/>`,
  'power-bank': (c, f) => `<rect x="62" y="35" width="76" height="135" rx="14" ${body(f, c)}/><rect x="78" y="60" width="44" height="8" rx="4" fill="${f ? c : '#fff'}"/><rect x="78" y="76" width="30" height="8" rx="4" fill="${f ? c : '#fff'}"/>`,
  case: (c, f) => `<rect x="66" y="28" width="68" height="148" rx="16" ${body(f, c)}/><rect x="78" y="40" width="22" height="34" rx="8" fill="${INK}"/>`,
  card: (c) => `<rect x="35" y="60" width="130" height="82" rx="10" fill="${c}"/><rect x="35" y="78" width="130" height="14" fill="${INK}" opacity=".6"/><rect x="50" y="112" width="50" height="10" rx="5" fill="#fff"/>`,
  tag: (c) => `<path d="M50 60h60l45 45-50 50-55-55z" fill="${c}"/><circle cx="72" cy="82" r="9" fill="#fff"/>`,
  grid: (c) => `<rect x="45" y="45" width="48" height="48" rx="8" fill="${c}"/><rect x="107" y="45" width="48" height="48" rx="8" fill="${INK}"/><rect x="45" y="107" width="48" height="48" rx="8" fill="${INK}"/><rect x="107" y="107" width="48" height="48" rx="8" fill="${c}"/>`,
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const HEX = /^#[0-9a-f]{6}$/i;

function motif(name: string, colour: string, finish: string | null = null): string {
  return (MOTIFS[name] ?? MOTIFS.grid)?.(colour, finish) ?? '';
}

/**
 * A brand's logo: its name as a wordmark in its colour, over a bar of that colour, on a white tile. The name is
 * set to fit the tile whatever the font the viewer has (`textLength`), the font size by its length.
 */
function wordmark(name: string, colour: string): Artwork {
  const text = name.trim().slice(0, 24) || '?';
  const size = Math.max(30, Math.min(72, Math.floor(600 / text.length)));
  const width = Math.min(340, Math.round(text.length * size * 0.62));
  return svg(400, 200, `<rect width="400" height="200" rx="24" fill="#ffffff"/><rect x="8" y="8" width="384" height="184" rx="20" fill="none" stroke="${colour}" stroke-width="4"/>` +
    `<text x="200" y="${100 + Math.round(size * 0.3)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="800" letter-spacing="-1" ` +
    `textLength="${width}" lengthAdjust="spacingAndGlyphs" fill="${colour}">${escapeXml(text)}</text>` +
    `<rect x="${200 - width / 2}" y="${128 + Math.round(size * 0.15)}" width="${width}" height="6" rx="3" fill="${colour}" opacity=".35"/>`);
}

/** An asset's drawing: the SVG document (byte-identical for the same asset) and its size in pixels. */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

export function renderArtwork(asset: ArtworkAsset): Artwork {
  const colour = HEX.test(asset.colour) ? asset.colour : '#37474f';
  const finish = asset.finish && HEX.test(asset.finish) ? asset.finish : null;
  if (asset.kind === 'brand') return wordmark(asset.mark, colour);
  if (asset.kind === 'banner') {
    // Wide hero: gradient in the category colour, soft circles, the product family drawn large on the end side.
    return svg(1200, 400, `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1f33"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#g)"/><circle cx="${180 + (asset.variant % 5) * 60}" cy="330" r="160" fill="#ffffff" opacity=".08"/><circle cx="980" cy="60" r="120" fill="#ffffff" opacity=".08"/>` +
      `<g transform="translate(760 40) scale(1.6)"><circle cx="100" cy="100" r="95" fill="#ffffff" opacity=".9"/>${motif(asset.motif, colour)}</g>`);
  }
  if (asset.kind === 'social') {
    // A social post: square, the category colour fading to night blue, the product family drawn large.
    return svg(640, 640, `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1f33"/></linearGradient></defs>` +
      `<rect width="640" height="640" fill="url(#g)"/><circle cx="${140 + (asset.variant % 4) * 60}" cy="560" r="220" fill="#ffffff" opacity=".08"/>` +
      `<g transform="translate(120 120) scale(2)"><circle cx="100" cy="100" r="95" fill="#ffffff" opacity=".9"/>${motif(asset.motif, colour)}</g>`);
  }
  // Products and categories: square tile; each gallery variant turns the drawing and tints the background.
  const tilt = [0, -12, 12, -6][asset.variant % 4] ?? 0;
  const wash = ['#f5f7fa', '#eef2f7', '#f7f3ee', '#eef7f1'][asset.variant % 4] ?? '#f5f7fa';
  const badge = asset.kind === 'product' && asset.mark
    ? `<circle cx="168" cy="32" r="18" fill="${colour}"/><text x="168" y="39" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${escapeXml(asset.mark.slice(0, 1))}</text>`
    : '';
  return svg(200, 200, `<rect width="200" height="200" fill="${wash}"/><ellipse cx="100" cy="178" rx="60" ry="8" fill="#000000" opacity=".08"/>` +
    `<g transform="rotate(${tilt} 100 100)">${motif(asset.motif, colour, finish)}</g>${badge}`);
}

function svg(width: number, height: number, body: string): Artwork {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`,
    width,
    height,
  };
}
