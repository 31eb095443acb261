/**
 * Generated catalogue images: simple, deterministic SVG illustrations (no text, except a brand's initial on its
 * logo tile), coloured per category. What to draw comes from the `media_assets` row of the requested path.
 */
export interface ArtworkAsset {
  kind: string;
  motif: string;
  colour: string;
  mark: string;
  variant: number;
}

/** Line drawings of each product family, on a 200×200 canvas centred at (100, 100). */
const MOTIFS: Record<string, (c: string) => string> = {
  phone: (c) => `<rect x="70" y="30" width="60" height="140" rx="12" fill="#1f2933"/><rect x="75" y="40" width="50" height="118" rx="6" fill="${c}"/><circle cx="100" cy="164" r="3" fill="#9aa5b1"/>`,
  tablet: (c) => `<rect x="45" y="35" width="110" height="140" rx="12" fill="#1f2933"/><rect x="53" y="45" width="94" height="118" rx="5" fill="${c}"/>`,
  laptop: (c) => `<rect x="45" y="55" width="110" height="72" rx="6" fill="#1f2933"/><rect x="52" y="62" width="96" height="58" rx="3" fill="${c}"/><path d="M30 132h140l-10 14H40z" fill="#9aa5b1"/>`,
  headphones: (c) => `<path d="M55 110V95a45 45 0 0 1 90 0v15" fill="none" stroke="#1f2933" stroke-width="10"/><rect x="45" y="105" width="26" height="45" rx="10" fill="${c}"/><rect x="129" y="105" width="26" height="45" rx="10" fill="${c}"/>`,
  speaker: (c) => `<rect x="60" y="40" width="80" height="125" rx="18" fill="#1f2933"/><circle cx="100" cy="120" r="28" fill="${c}"/><circle cx="100" cy="120" r="10" fill="#1f2933"/><circle cx="100" cy="68" r="12" fill="${c}"/>`,
  watch: (c) => `<rect x="82" y="25" width="36" height="150" rx="10" fill="#3e4c59"/><rect x="65" y="65" width="70" height="75" rx="18" fill="#1f2933"/><rect x="73" y="73" width="54" height="59" rx="12" fill="${c}"/>`,
  console: (c) => `<rect x="60" y="35" width="45" height="130" rx="16" fill="#f5f7fa" stroke="#1f2933" stroke-width="4"/><rect x="95" y="40" width="45" height="120" rx="10" fill="${c}"/>`,
  gamepad: (c) => `<path d="M50 85q50-25 100 0l15 50q-5 20-25 10l-20-20H80l-20 20q-20 10-25-10z" fill="${c}"/><path d="M70 95v20M60 105h20" stroke="#fff" stroke-width="6"/><circle cx="128" cy="98" r="5" fill="#fff"/><circle cx="140" cy="110" r="5" fill="#fff"/>`,
  camera: (c) => `<rect x="40" y="65" width="120" height="85" rx="10" fill="#1f2933"/><rect x="75" y="52" width="40" height="18" rx="4" fill="#1f2933"/><circle cx="100" cy="107" r="30" fill="${c}"/><circle cx="100" cy="107" r="16" fill="#1f2933"/>`,
  tv: (c) => `<rect x="28" y="45" width="144" height="90" rx="6" fill="#1f2933"/><rect x="34" y="51" width="132" height="78" rx="3" fill="${c}"/><path d="M85 135h30l6 18H79z" fill="#3e4c59"/>`,
  'smart-home': (c) => `<path d="M100 40l60 50v70H40V90z" fill="${c}"/><rect x="85" y="115" width="30" height="45" fill="#1f2933"/><circle cx="100" cy="88" r="10" fill="#fff"/>`,
  charger: (c) => `<rect x="70" y="60" width="60" height="70" rx="12" fill="#f5f7fa" stroke="#1f2933" stroke-width="4"/><rect x="84" y="38" width="8" height="24" fill="#1f2933"/><rect x="108" y="38" width="8" height="24" fill="#1f2933"/><path d="M100 130v20q0 20 30 20h20" fill="none" stroke="${c}" stroke-width="8"/>`,
  mouse: (c) => `<rect x="65" y="45" width="70" height="115" rx="35" fill="${c}"/><path d="M100 45v40" stroke="#1f2933" stroke-width="4"/><rect x="96" y="58" width="8" height="16" rx="4" fill="#1f2933"/>`,
  'power-bank': (c) => `<rect x="62" y="35" width="76" height="135" rx="14" fill="${c}"/><rect x="78" y="60" width="44" height="8" rx="4" fill="#fff"/><rect x="78" y="76" width="30" height="8" rx="4" fill="#fff"/>`,
  case: (c) => `<rect x="66" y="28" width="68" height="148" rx="16" fill="${c}"/><rect x="78" y="40" width="22" height="34" rx="8" fill="#1f2933"/>`,
  card: (c) => `<rect x="35" y="60" width="130" height="82" rx="10" fill="${c}"/><rect x="35" y="78" width="130" height="14" fill="#1f2933" opacity=".6"/><rect x="50" y="112" width="50" height="10" rx="5" fill="#fff"/>`,
  tag: (c) => `<path d="M50 60h60l45 45-50 50-55-55z" fill="${c}"/><circle cx="72" cy="82" r="9" fill="#fff"/>`,
  grid: (c) => `<rect x="45" y="45" width="48" height="48" rx="8" fill="${c}"/><rect x="107" y="45" width="48" height="48" rx="8" fill="#1f2933"/><rect x="45" y="107" width="48" height="48" rx="8" fill="#1f2933"/><rect x="107" y="107" width="48" height="48" rx="8" fill="${c}"/>`,
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function motif(name: string, colour: string): string {
  return (MOTIFS[name] ?? MOTIFS.grid)?.(colour) ?? '';
}

/** An asset's drawing: the SVG document (byte-identical for the same asset) and its size in pixels. */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

export function renderArtwork(asset: ArtworkAsset): Artwork {
  const colour = /^#[0-9a-f]{6}$/i.test(asset.colour) ? asset.colour : '#37474f';
  if (asset.kind === 'brand') {
    return svg(400, 200, `<rect width="400" height="200" rx="24" fill="#ffffff"/><rect x="8" y="8" width="384" height="184" rx="20" fill="none" stroke="${colour}" stroke-width="4"/>` +
      `<circle cx="200" cy="100" r="62" fill="${colour}"/><text x="200" y="124" text-anchor="middle" font-family="Arial, sans-serif" font-size="68" font-weight="700" fill="#ffffff">${escapeXml(asset.mark.slice(0, 2))}</text>`);
  }
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
    `<g transform="rotate(${tilt} 100 100)">${motif(asset.motif, colour)}</g>${badge}`);
}

function svg(width: number, height: number, body: string): Artwork {
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">${body}</svg>`,
    width,
    height,
  };
}
