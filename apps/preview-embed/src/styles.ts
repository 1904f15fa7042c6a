/**
 * Everything the embed draws is styled from here, inside its shadow root, and nothing in here can reach
 * the publisher's page. `:host { all: initial }` alone does not keep the page out: the page's own rules
 * on the host element (`* { font-size: 40px !important }`, `div { text-transform: uppercase }`) beat
 * `:host` in the cascade and are inherited into the shadow tree. So the root elements inside it (the
 * figure, the error line) set every inherited text property themselves, and every box is border-box.
 */
export const CSS = `:host{all:initial;display:block}
figure,.err{font:400 13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;text-align:left;letter-spacing:normal;word-spacing:normal;text-transform:none;text-indent:0;text-shadow:none;white-space:normal;direction:ltr;visibility:visible;cursor:auto}
*{box-sizing:border-box}
figure{margin:0}
.fit{position:relative;margin:0 auto}
.m{position:absolute;left:0;top:0;transform-origin:0 0}
.live{overflow:hidden}
.slot{position:absolute;overflow:hidden;transform-origin:0 0;background:#eef0f5}
iframe{display:block;border:0;width:100%;height:100%;background:#fff}
.phone{background:#16171c;border-radius:40px;padding:10px;box-shadow:0 10px 30px #0003}
.scr{position:relative;overflow:hidden;background:#fff;height:100%}
.phone .scr{border-radius:30px}
.phone .c{height:660px}
.desktop-page .c{height:calc(100% - 34px);padding:0;background:none}
.bar{display:flex;align-items:center;gap:8px;padding:0 14px;background:#f4f5f8;color:#5b6477;font-size:11px}
.t{height:44px}.b{height:26px;justify-content:space-around}
.url{flex:1;height:26px;border-radius:13px;background:#e4e7ee;padding:0 10px;line-height:26px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.c{position:relative;overflow:hidden;background:repeating-linear-gradient(#fff 0 16px,#e8ebf1 16px 26px,#fff 26px 30px) content-box;padding:14px}
.ctv .scr{border:12px solid #1b1c22;border-radius:10px;height:384px;background:#000}
.stand{width:160px;height:34px;margin:0 auto;background:linear-gradient(#2a2b33,#111) 50% 0/40px 22px no-repeat,linear-gradient(#2a2b33,#111) 50% 100%/160px 12px no-repeat}
.desktop-page{border:1px solid #d5d9e2;border-radius:10px;overflow:hidden;background:#fff;box-shadow:0 8px 24px #0002}
.desktop-page .t{height:34px;gap:6px}
.dot{width:10px;height:10px;border-radius:50%;background:#d5d9e2}
.hdr{height:52px;display:flex;align-items:center;gap:18px;padding:0 24px;border-bottom:1px solid #eceff4}
.logo{width:90px;height:20px;border-radius:4px;background:#1d2433}
.nav{width:60px;height:10px;border-radius:5px;background:#dde1e9}
.art{position:absolute;left:24px;right:24px;bottom:24px;height:100px;background:repeating-linear-gradient(#e8ebf1 0 12px,#fff 12px 24px)}
.fixed-frame .slot{box-shadow:0 0 0 1px #d5d9e2,0 6px 18px #0002}
.qr{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;background:#fff;border:1px solid #d5d9e2;border-radius:14px;text-align:center;padding:14px}
.qr img{width:150px;height:150px}
figcaption{display:flex;justify-content:space-between;gap:12px;margin-top:10px;color:#5b6477}
a{color:#4c3bd4;font-weight:600;text-decoration:none;white-space:nowrap}
a:hover,a:focus-visible{text-decoration:underline}
.err{padding:12px;border:1px dashed #c0392b;border-radius:8px;color:#c0392b}`;
