import { canvas } from "./demo-scenes.js";

/**
 * Products for the demo ads' pictures, drawn as SVG on a 600 × 500 canvas: one drawing per product with
 * the variations a brand needs (a colour per cube face, a step per story page, an angle per 360° frame).
 */

const FONT = "font-family='DejaVu Sans, Verdana, sans-serif' font-weight='bold'";
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 9}" fill="#000" opacity=".15"/>`;

/** A cup on a saucer: black coffee with its crema, or a flat white with a heart drawn in the milk. */
export function coffee(latte: boolean): string {
  const drink = latte
    ? `<ellipse cx="300" cy="230" rx="150" ry="34" fill="#d9b48c"/><path d="M300 250c-40-20-50-46-26-52 12-3 22 4 26 14 4-10 14-17 26-14 24 6 14 32-26 52z" fill="#fbf3e6"/>`
    : `<ellipse cx="300" cy="230" rx="150" ry="34" fill="#4a2411"/><ellipse cx="300" cy="226" rx="110" ry="20" fill="#8a4b26" opacity=".7"/>`;
  const beans = [90, 510, 140, 470]
    .map(
      (x, i) =>
        `<ellipse cx="${x}" cy="${430 + (i % 2) * 24}" rx="18" ry="12" fill="#5b2e14" transform="rotate(${30 * i} ${x} ${430 + (i % 2) * 24})"/>`,
    )
    .join("");
  return canvas(
    latte ? "#eef3e2" : "#f6e7d3",
    latte ? "#c9d8a8" : "#d9ae80",
    `<path d="M250 150q-30-40 0-70t0-70M310 150q-30-40 0-70t0-70M370 150q-30-40 0-70" stroke="#fff" stroke-width="10" fill="none" opacity=".6" stroke-linecap="round"/>
${shadow(300, 440, 220)}<ellipse cx="300" cy="420" rx="210" ry="40" fill="#fffaf2" stroke="#e0c8a8" stroke-width="4"/>
<path d="M440 270c60-10 80 40 50 80s-70 30-90 24" fill="none" stroke="#fffaf2" stroke-width="26" stroke-linecap="round"/>
<path d="M150 230h300l-26 160q-6 30-40 30H216q-34 0-40-30z" fill="#fffaf2" stroke="#e0c8a8" stroke-width="4"/>
${drink}<path d="M180 300h240" stroke="${latte ? "#7fa650" : "#c7472b"}" stroke-width="14" stroke-linecap="round"/>${beans}`,
  );
}

export function phone5g(): string {
  const waves = [120, 170, 220]
    .map(
      (r) =>
        `<circle cx="300" cy="250" r="${r + 60}" fill="none" stroke="#fff" stroke-width="6" opacity="${(0.5 - r / 600).toFixed(2)}"/>`,
    )
    .join("");
  return canvas(
    "#6a3de8",
    "#1b0f4d",
    `${waves}<rect x="200" y="50" width="200" height="400" rx="30" fill="#111"/><rect x="214" y="70" width="172" height="360" rx="20" fill="#2f80ff"/>
<rect x="214" y="70" width="172" height="360" rx="20" fill="#00d2ff" opacity=".35"/><rect x="270" y="80" width="60" height="10" rx="5" fill="#111"/>
<text x="300" y="280" ${FONT} font-size="92" fill="#fff" text-anchor="middle">5G</text>
<path d="M246 350v20M266 340v30M286 330v40M306 320v50" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  );
}

export function sofa(): string {
  return canvas(
    "#e8efe9",
    "#dfe8e1",
    `<rect x="0" y="380" width="600" height="120" fill="#c9a27e"/><rect x="220" y="70" width="160" height="110" fill="#fff" stroke="#b08968" stroke-width="8"/>
<path d="M240 160l40-50 30 30 30-40 30 60z" fill="#7fb3a5"/>
<path d="M520 380v-150M505 230h30l-15-60z" stroke="#555" stroke-width="6" fill="#ffd66b"/>
<rect x="60" y="250" width="40" height="110" rx="16" fill="#3a8c84"/><rect x="120" y="220" width="360" height="110" rx="28" fill="#2f6f6a"/>
<rect x="80" y="300" width="440" height="70" rx="20" fill="#3a8c84"/><rect x="500" y="250" width="40" height="110" rx="16" fill="#3a8c84" transform="translate(0 0)"/>
<rect x="60" y="270" width="60" height="100" rx="24" fill="#2f6f6a"/><rect x="480" y="270" width="60" height="100" rx="24" fill="#2f6f6a"/>
<rect x="150" y="250" width="90" height="60" rx="14" fill="#f4a261"/><rect x="360" y="250" width="90" height="60" rx="14" fill="#e9c46a"/>
<path d="M100 370v24M500 370v24" stroke="#4a2c1a" stroke-width="10" stroke-linecap="round"/>
<circle cx="110" cy="110" r="54" fill="#e76f51"/><text x="110" y="104" ${FONT} font-size="26" fill="#fff" text-anchor="middle">-40%</text><text x="110" y="130" ${FONT} font-size="16" fill="#fff" text-anchor="middle">SALE</text>`,
  );
}

const HEADPHONE_TONES: Record<string, [string, string]> = {
  coral: ["#ff7f6e", "#ffe3dd"],
  teal: ["#1fa39a", "#d7f3ef"],
  gold: ["#d9a422", "#fbf0cf"],
  graphite: ["#3c4048", "#e2e5ea"],
};

export function headphones(tone: keyof typeof HEADPHONE_TONES): string {
  const [colour, light] = HEADPHONE_TONES[tone] ?? ["#333", "#eee"];
  return canvas(
    light,
    "#ffffff",
    `${shadow(300, 440, 170)}<path d="M170 300V230a130 130 0 0 1 260 0v70" fill="none" stroke="${colour}" stroke-width="30" stroke-linecap="round"/>
<path d="M170 300V230a130 130 0 0 1 260 0v70" fill="none" stroke="#fff" stroke-width="6" opacity=".3"/>
<rect x="120" y="280" width="90" height="150" rx="40" fill="${colour}"/><rect x="390" y="280" width="90" height="150" rx="40" fill="${colour}"/>
<rect x="185" y="300" width="34" height="110" rx="16" fill="#222"/><rect x="381" y="300" width="34" height="110" rx="16" fill="#222"/>
<circle cx="150" cy="320" r="10" fill="#fff" opacity=".4"/><circle cx="450" cy="320" r="10" fill="#fff" opacity=".4"/>`,
  );
}

const BASKETS: Record<string, { bg: string; fruit: string; leaf: string; r: number }> = {
  apples: { bg: "#ffe8e0", fruit: "#e63946", leaf: "#2a9d8f", r: 40 },
  lemons: { bg: "#fff7cc", fruit: "#f7d02c", leaf: "#6a994e", r: 36 },
  greens: { bg: "#e6f4dc", fruit: "#55a630", leaf: "#2b9348", r: 38 },
  berries: { bg: "#f1e4f7", fruit: "#6a2c70", leaf: "#3a7d44", r: 22 },
};

export function basket(kind: keyof typeof BASKETS): string {
  const b = BASKETS[kind] ?? { bg: "#eee", fruit: "#c00", leaf: "#080", r: 30 };
  const spots: [number, number][] = [];
  for (let row = 0; row < 2; row++)
    for (let x = 190 + row * b.r; x <= 410 - row * b.r; x += b.r * 1.6)
      spots.push([x, 250 - row * b.r * 1.3]);
  const fruit = spots
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${b.r}" fill="${b.fruit}"/><circle cx="${x - b.r / 3}" cy="${y - b.r / 3}" r="${b.r / 4}" fill="#fff" opacity=".35"/><ellipse cx="${x + 6}" cy="${y - b.r}" rx="${b.r / 3}" ry="${b.r / 6}" fill="${b.leaf}"/>`,
    )
    .join("");
  return canvas(
    b.bg,
    "#ffffff",
    `${shadow(300, 450, 190)}${fruit}<path d="M130 260h340l-40 180H170z" fill="#c98a4b"/>
<path d="M150 300h300M160 340h280M170 380h260M180 420h240" stroke="#a86b32" stroke-width="6"/>
<path d="M180 260q120-190 240 0" fill="none" stroke="#a86b32" stroke-width="14"/>`,
  );
}

/** The electric SUV on the road, or plugged in at a charging post. */
export function suv(charging: boolean): string {
  const charger = charging
    ? `<rect x="470" y="220" width="60" height="180" rx="10" fill="#eef6f3" stroke="#1f8a70" stroke-width="6"/><path d="M505 250l-20 34h16l-8 30 24-40h-16z" fill="#1f8a70"/><path d="M470 330q-40 0-60 20" stroke="#222" stroke-width="8" fill="none"/>`
    : `<path d="M20 300h60M10 330h90M30 360h50" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`;
  return canvas(
    charging ? "#cfe8df" : "#9ad0ec",
    "#f2f7f5",
    `<path d="M0 400h600v100H0z" fill="#555"/><path d="M40 450h80M260 450h80M480 450h80" stroke="#eee" stroke-width="6"/>
${charger}<path d="M100 360v-60q0-20 20-26l60-16 50-60q10-12 30-12h120q20 0 32 14l40 58 40 8q28 6 28 34v60z" fill="#1f8a70"/>
<path d="M245 210h70v54h-110zM330 210h60q12 0 20 10l32 44h-112z" fill="#bfe3f2"/>
<circle cx="190" cy="370" r="42" fill="#222"/><circle cx="190" cy="370" r="18" fill="#bbb"/><circle cx="410" cy="370" r="42" fill="#222"/><circle cx="410" cy="370" r="18" fill="#bbb"/>
<path d="M470 300h20" stroke="#ffe066" stroke-width="10" stroke-linecap="round"/>`,
  );
}

const SKIN: Record<string, string> = {
  cleanser: `<rect x="240" y="160" width="120" height="250" rx="30" fill="#fff" stroke="#e8a0a8" stroke-width="6"/><rect x="280" y="110" width="40" height="50" fill="#e8a0a8"/><path d="M290 110v-30h60v16h-40" stroke="#e8a0a8" stroke-width="12" fill="none"/><rect x="260" y="250" width="80" height="70" rx="8" fill="#fde2e4"/>`,
  serum: `<rect x="245" y="220" width="110" height="190" rx="24" fill="#f2a541"/><rect x="275" y="170" width="50" height="50" fill="#333"/><ellipse cx="300" cy="140" rx="26" ry="40" fill="#333"/><rect x="265" y="290" width="70" height="60" rx="8" fill="#fff6e0"/><path d="M300 430q-14 22 0 30 14-8 0-30z" fill="#f2a541"/>`,
  cream: `<rect x="190" y="280" width="220" height="130" rx="26" fill="#fff" stroke="#9cc5a1" stroke-width="6"/><rect x="180" y="230" width="240" height="60" rx="16" fill="#9cc5a1"/><rect x="240" y="320" width="120" height="50" rx="8" fill="#e2f0cb"/><circle cx="470" cy="170" r="40" fill="#ffd166"/>`,
};
const SKIN_BG: Record<string, string> = { cleanser: "#fde2e4", serum: "#fff1c1", cream: "#e2f0cb" };

/** The skincare routine's three products: a cleanser, a serum and a day cream. */
export function skincare(step: keyof typeof SKIN): string {
  const leaves = `<ellipse cx="150" cy="380" rx="26" ry="70" fill="#84a98c" transform="rotate(-30 150 380)"/><ellipse cx="450" cy="390" rx="22" ry="60" fill="#84a98c" transform="rotate(30 450 390)"/>`;
  return canvas(SKIN_BG[step] ?? "#fff", "#ffffff", `${shadow(300, 420, 150)}${leaves}${SKIN[step] ?? ""}`);
}

/** The copper kettle turned by `degrees` about its upright axis (0: spout towards the viewer's right). */
export function kettle(degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  const side = Math.cos(a); // +1 spout right, −1 spout left
  const depth = Math.sin(a); // > 0: spout towards the viewer
  const sx = 300 + 150 * side;
  const hx = 300 - 140 * side;
  // Seen end-on (towards or away from the viewer) the spout is its round mouth, not a line.
  const spout =
    Math.abs(side) < 0.5
      ? `<circle cx="300" cy="${depth > 0 ? 300 : 260}" r="26" fill="#b5651d"/><circle cx="300" cy="${depth > 0 ? 300 : 260}" r="12" fill="#3d2b1f"/>`
      : `<path d="M${300 + 80 * side} 330Q${sx} 320 ${sx + 30 * side} 250" stroke="#b5651d" stroke-width="${24 + 8 * depth}" fill="none" stroke-linecap="round"/>`;
  const handle =
    Math.abs(side) < 0.5
      ? `<path d="M255 235Q300 150 345 235" stroke="#3d2b1f" stroke-width="18" fill="none"/>`
      : `<path d="M${300 - 60 * side} 230Q${hx} 230 ${hx} 300T${300 - 70 * side} 370" stroke="#3d2b1f" stroke-width="18" fill="none"/>`;
  const body = `<path d="M180 400q-20-150 120-170 140 20 120 170z" fill="url(#copper)"/><rect x="270" y="200" width="60" height="30" rx="10" fill="#3d2b1f"/><ellipse cx="${300 + 40 * side}" cy="330" rx="20" ry="50" fill="#fff" opacity=".2"/>`;
  const front = depth >= 0 ? handle + body + spout : spout + body + handle;
  return canvas(
    "#f3ede6",
    "#e6dccf",
    `<defs><linearGradient id="copper" x1="0" x2="1"><stop offset="0" stop-color="#e0904a"/><stop offset="1" stop-color="#8c4a1f"/></linearGradient></defs>${shadow(300, 420, 150)}${front}`,
  );
}
