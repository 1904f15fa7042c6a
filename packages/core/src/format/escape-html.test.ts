import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("writes the five HTML specials as entities and leaves other text alone", () => {
    expect(escapeHtml(`Acme "Ads" <script>alert('x')</script> $& Co`)).toBe(
      "Acme &quot;Ads&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; $&amp; Co",
    );
    expect(escapeHtml("Plain text, ünïcödé ✓")).toBe("Plain text, ünïcödé ✓");
  });
});
