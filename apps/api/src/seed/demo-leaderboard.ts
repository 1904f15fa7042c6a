import { strToU8, zipSync } from "fflate";

export const DEMO_LEADERBOARD_NAME = "Orbit fitness (hand-coded 728x90)";

/** A hand-coded leaderboard: everything in index.html, as many small agencies still write them. */
const INDEX = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="ad.size" content="width=728,height=90">
<title>Orbit fitness</title>
<style>
html,body{margin:0;width:728px;height:90px;overflow:hidden;font-family:Arial,Helvetica,sans-serif}
#ad{position:relative;width:728px;height:90px;background:linear-gradient(90deg,#0b3d5c,#1479a8);color:#fff;cursor:pointer}
.mark{position:absolute;left:24px;top:21px;width:48px;height:48px;border-radius:50%;border:5px solid #ffd23f;box-sizing:border-box;animation:spin 2s ease-in-out 3}
.headline{position:absolute;left:96px;top:18px;margin:0;font-size:26px;font-weight:bold;animation:slide .8s ease-out both}
.sub{position:absolute;left:96px;top:54px;margin:0;font-size:14px;opacity:.9;animation:slide .8s .3s ease-out both}
.cta{position:absolute;right:24px;top:25px;padding:10px 18px;background:#ffd23f;color:#0b3d5c;font-weight:bold;border-radius:20px;animation:pop .5s 1s both}
@keyframes spin{to{transform:rotate(360deg)}}
@keyframes slide{from{transform:translateX(-20px);opacity:0}to{transform:none;opacity:1}}
@keyframes pop{from{transform:scale(.6);opacity:0}to{transform:none;opacity:1}}
</style>
<script>var clickTag = "https://example.com/orbit-fitness";</script>
</head>
<body>
<div id="ad" role="link" tabindex="0" aria-label="Orbit fitness: your first month free">
  <div class="mark"></div>
  <p class="headline">Your first month free</p>
  <p class="sub">Classes every hour, 6 am to 10 pm</p>
  <span class="cta">Join now</span>
</div>
<script>
// The one exit: the ad server fills clickTag; the whole ad is the click area.
document.getElementById("ad").addEventListener("click", function () {
  window.open(window.clickTag, "_blank");
});
</script>
</body>
</html>
`;

/** The second demo template's zip: one file, a 728x90 with its clickTag. */
export const demoLeaderboardZip = () => zipSync({ "index.html": strToU8(INDEX) });
