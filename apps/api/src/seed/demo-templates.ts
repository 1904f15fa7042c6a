import { strToU8, zipSync } from "fflate";
import type { AppDeps } from "../app-env.js";
import { hostTemplate } from "../features/templates/service.js";
import { DEMO_COMPANY_SHORT_NAME } from "./demo-ads.js";
import { DEMO_LEADERBOARD_NAME, demoLeaderboardZip } from "./demo-leaderboard.js";
import { companyIdByShortName, hasTemplateNamed, superadminId } from "./demo-repo.js";

export const DEMO_TEMPLATE_NAME = "Lumen coffee (GWD-style HTML5)";

/** index.html as Google Web Designer lays one out: the ad.size meta, the clickTag, files in folders. */
const INDEX = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="ad.size" content="width=300,height=250">
<title>Lumen coffee</title>
<link rel="stylesheet" href="css/ad.css">
<script>var clickTag = "https://example.com/lumen-coffee";</script>
</head>
<body>
<div id="ad" role="link" tabindex="0" aria-label="Lumen coffee: try the spring roast">
  <img class="cup" src="images/cup.svg" width="120" height="120" alt="">
  <p class="headline">Spring roast</p>
  <p class="cta">Try it today</p>
</div>
<script src="js/exit.js"></script>
</body>
</html>
`;

const CSS = `html,body{margin:0;width:300px;height:250px;overflow:hidden;font-family:Georgia,serif}
#ad{position:relative;width:300px;height:250px;background:#f6efe6;color:#3b2416;cursor:pointer}
.cup{position:absolute;left:20px;top:65px;animation:rise 1s ease-out both}
.headline{position:absolute;left:150px;top:70px;margin:0;font-size:24px;animation:fade 1s .4s both}
.cta{position:absolute;left:150px;top:130px;margin:0;padding:8px 12px;background:#3b2416;color:#fff;font:14px sans-serif;border-radius:4px;animation:fade 1s .8s both}
@keyframes rise{from{transform:translateY(30px);opacity:0}to{transform:none;opacity:1}}
@keyframes fade{from{opacity:0}to{opacity:1}}
`;

const EXIT = `// The one exit: the ad server fills clickTag; the whole ad is the click area.
document.getElementById("ad").addEventListener("click", function () {
  window.open(window.clickTag, "_blank");
});
`;

const CUP = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<path d="M20 40h70v30a35 35 0 0 1-70 0z" fill="#b5651d"/>
<path d="M90 48h8a12 12 0 0 1 0 24h-8" fill="none" stroke="#b5651d" stroke-width="6"/>
<path d="M40 30c0-8 8-8 8-16M58 30c0-8 8-8 8-16" stroke="#8a8a8a" stroke-width="3" fill="none"/>
</svg>
`;

/** The demo template's zip, built in code (what a designer would export from their tool). */
export const demoTemplateZip = () =>
  zipSync({
    "index.html": strToU8(INDEX),
    "css/ad.css": strToU8(CSS),
    "js/exit.js": strToU8(EXIT),
    "images/cup.svg": strToU8(CUP),
  });

/** The demo HTML5 templates (issue 13: "the seed adds two templates"): a GWD-style and a hand-coded one. */
const DEMO_TEMPLATES = [
  { name: DEMO_TEMPLATE_NAME, zip: demoTemplateZip },
  { name: DEMO_LEADERBOARD_NAME, zip: demoLeaderboardZip },
];

/**
 * Gives the demo company its HTML5 templates, through the same checks and hosting as an upload, so the
 * templates screen is not empty on a fresh install. Nothing when there is no demo company; a template
 * the company already has by name is not added again. Answers how many were added.
 */
export async function seedDemoTemplate(deps: AppDeps): Promise<number> {
  const db = deps.database.db;
  const companyId = await companyIdByShortName(db, DEMO_COMPANY_SHORT_NAME);
  if (!companyId) return 0;
  const createdBy = (await superadminId(db)) ?? null;
  let added = 0;
  for (const { name, zip } of DEMO_TEMPLATES) {
    if (await hasTemplateNamed(db, companyId, name)) continue;
    await hostTemplate(deps, { companyId, createdBy, name, bytes: zip() });
    added += 1;
  }
  return added;
}
