/**
 * Scenes for the demo ads' pictures (places and moods), drawn as SVG on a 600 × 500 canvas and
 * rasterised by the seed. The subject sits in the middle third so that tall and wide crops keep it.
 */

/** A picture: a vertical background gradient, then the drawing over it. */
export function canvas(top: string, bottom: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 500" width="600" height="500"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="600" height="500" fill="url(#bg)"/>${body}</svg>`;
}

const FONT = "font-family='DejaVu Sans, Verdana, sans-serif' font-weight='bold'";

export function islands(): string {
  const leaves = [-70, -35, 0, 35, 70, 110]
    .map((a) => `<ellipse cx="0" cy="-48" rx="16" ry="52" fill="#2e8b57" transform="rotate(${a})"/>`)
    .join("");
  return canvas(
    "#79c7f2",
    "#fdf1d8",
    `<circle cx="470" cy="110" r="56" fill="#ffd56b"/><circle cx="470" cy="110" r="80" fill="#ffd56b" opacity=".25"/>
<path d="M0 300h600v200H0z" fill="#1aa3c2"/><path d="M0 300h600v30H0z" fill="#5fd0e0" opacity=".6"/>
<path d="M40 360q60-8 120 0M380 420q70-10 140 0M120 450q50-8 100 0" stroke="#bff1f7" stroke-width="5" fill="none" stroke-linecap="round"/>
<ellipse cx="300" cy="322" rx="190" ry="40" fill="#f5d99b"/><ellipse cx="300" cy="312" rx="150" ry="22" fill="#f9e6b8"/>
<path d="M300 312c-6-70 4-130 30-180" stroke="#8a5a2b" stroke-width="14" fill="none" stroke-linecap="round"/>
<g transform="translate(330 132)">${leaves}</g>
<path d="M150 250l40-70v70z" fill="#fff"/><path d="M140 254h70l-12 14h-46z" fill="#e4572e"/>`,
  );
}

export function paris(): string {
  return canvas(
    "#ffb88c",
    "#6a6fd8",
    `<circle cx="160" cy="330" r="70" fill="#ffe29a" opacity=".9"/>
<path d="M300 40l-8 60h16zM286 100h28l22 140h-72zM262 240h76l60 220h-50q-38-90-58-90t-58 90h-50z" fill="#2d2a4a"/>
<path d="M270 240h60M252 300h96M236 360h128" stroke="#4b4775" stroke-width="8"/>
<path d="M0 460h600v40H0z" fill="#2d2a4a"/>
<g transform="translate(420 120) rotate(-12)"><path d="M-80 0h150q20 0 20 8t-20 8H-80z" fill="#fff"/><path d="M-10 6l-40 40h22l50-40zM-10 10l-30-34h18l40 34zM-75 4l-14-22h12l18 22z" fill="#e7ecff"/></g>
<path d="M40 190q150 0 300-70" stroke="#fff" stroke-width="4" fill="none" opacity=".6" stroke-dasharray="14 10"/>`,
  );
}

export function lodge(): string {
  const trees = [60, 120, 470, 530, 560]
    .map((x, i) => `<path d="M${x} ${330 - (i % 2) * 20}l36 110h-72z" fill="#1f4d3a"/>`)
    .join("");
  return canvas(
    "#f7c59f",
    "#a8d5e2",
    `<path d="M0 330l130-180 90 110 110-190 130 160 140-100v300H0z" fill="#5d7b95"/>
<path d="M330 70l-40 70 40-16 30 20zM130 150l-36 50 36-12 24 16z" fill="#fff"/>
<path d="M0 380q300-60 600 0v120H0z" fill="#e9f2f5"/>${trees}
<path d="M210 300h180v120H210z" fill="#7a4a2a"/><path d="M190 306l110-86 110 86z" fill="#4a2c1a"/>
<path d="M235 330h40v36h-40zM325 330h40v36h-40z" fill="#ffd66b"/><path d="M280 370h40v50h-40z" fill="#3d2414"/>
<path d="M350 250h24v-44h-24z" fill="#4a2c1a"/><path d="M362 200q-14-30 8-50t0-40" stroke="#fff" stroke-width="10" fill="none" opacity=".7" stroke-linecap="round"/>`,
  );
}

export function scooter(): string {
  const windows = [40, 140, 440, 520]
    .map(
      (x) =>
        `<rect x="${x + 14}" y="230" width="16" height="20" fill="#ffd66b"/><rect x="${x + 44}" y="270" width="16" height="20" fill="#ffd66b" opacity=".7"/>`,
    )
    .join("");
  return canvas(
    "#10183a",
    "#34306b",
    `<circle cx="480" cy="90" r="40" fill="#fff6d5"/><circle cx="496" cy="80" r="36" fill="#10183a"/>
<path d="M40 200h80v300H40zM140 240h70v260h-70zM440 190h70v310h-70zM520 230h80v270h-80z" fill="#232a5c"/>${windows}
<path d="M0 420h600v80H0z" fill="#1c1c2e"/><path d="M60 450h80M260 450h80M460 450h80" stroke="#f5d76e" stroke-width="6"/>
<circle cx="200" cy="390" r="38" fill="#111"/><circle cx="200" cy="390" r="16" fill="#999"/>
<circle cx="400" cy="390" r="38" fill="#111"/><circle cx="400" cy="390" r="16" fill="#999"/>
<path d="M170 380q10-60 80-60h60l40 60h60l-30-110h-30" stroke="#ff6b35" stroke-width="22" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
<rect x="180" y="210" width="110" height="100" rx="10" fill="#ff6b35"/><text x="235" y="270" ${FONT} font-size="30" fill="#fff" text-anchor="middle">DASH</text>
<path d="M430 250l-30 20" stroke="#ddd" stroke-width="8" stroke-linecap="round"/><circle cx="450" cy="360" r="8" fill="#fff3b0"/>`,
  );
}

export function savings(): string {
  return canvas(
    "#e3f2ff",
    "#bfe0ff",
    `<path d="M60 420l120-80 90 40 120-110 140-90" stroke="#2b7de9" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M530 90l-10 60-50-40z" fill="#2b7de9"/>
<ellipse cx="290" cy="470" rx="170" ry="16" fill="#0b3d6b" opacity=".15"/>
<ellipse cx="290" cy="360" rx="150" ry="105" fill="#f7a1b5"/><circle cx="180" cy="300" r="28" fill="#f48aa3"/>
<ellipse cx="140" cy="360" rx="34" ry="28" fill="#f48aa3"/><circle cx="130" cy="356" r="5" fill="#b04a64"/><circle cx="150" cy="356" r="5" fill="#b04a64"/>
<circle cx="200" cy="330" r="8" fill="#2d2a4a"/><rect x="260" y="258" width="70" height="12" rx="6" fill="#b04a64"/>
<path d="M200 440v30h30v-30zM340 440v30h30v-30z" fill="#f48aa3"/>
<g fill="#ffc93c" stroke="#d69a00" stroke-width="4"><ellipse cx="295" cy="200" rx="34" ry="12"/><ellipse cx="470" cy="450" rx="40" ry="13"/><ellipse cx="470" cy="430" rx="40" ry="13"/><ellipse cx="470" cy="410" rx="40" ry="13"/></g>`,
  );
}

export function poster(): string {
  return canvas(
    "#2b2d42",
    "#1b1c2b",
    `<rect x="150" y="40" width="300" height="420" fill="#f4efe6"/><rect x="170" y="60" width="260" height="260" fill="#e76f51"/>
<circle cx="300" cy="190" r="90" fill="#f4a261"/><path d="M170 320l90-120 60 80 40-40 70 80z" fill="#264653"/>
<text x="300" y="372" ${FONT} font-size="30" fill="#2b2d42" text-anchor="middle">CITY MUSEUM</text>
<text x="300" y="410" font-family="DejaVu Sans, Verdana, sans-serif" font-size="20" fill="#555" text-anchor="middle">Colour &amp; Form · now open</text>
<rect x="250" y="425" width="100" height="20" fill="#2a9d8f"/>`,
  );
}
