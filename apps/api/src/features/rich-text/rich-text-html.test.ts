import { campaignTemplate, compileTemplate } from "@adstudio/form-engine";
import { describe, expect, it } from "vitest";
import { isHtml, richTextHtml } from "./rich-text-html.js";
import { withRichTextHtml } from "./rich-text-values.js";

describe("richTextHtml: markdown stored before the editor", () => {
  it("bold text becomes HTML", () => {
    expect(richTextHtml("**Launch** week")).toBe("<p><strong>Launch</strong> week</p>");
  });

  it("headings, lists and an aligned table, as the old field wrote them", () => {
    expect(richTextHtml("## Plan\n\n- one\n- two\n\n| Site | Share |\n|:-:|---|\n| Home | 60% |")).toBe(
      [
        "<h2>Plan</h2>",
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        "<table>\n<thead>\n<tr>\n" +
          '<th style="text-align:center">Site</th>\n<th>Share</th>\n</tr>\n</thead>\n' +
          '<tbody><tr>\n<td style="text-align:center">Home</td>\n<td>60%</td>\n</tr>\n</tbody></table>',
      ].join("\n"),
    );
  });

  it("line breaks stay, and a javascript: link in markdown loses its address", () => {
    expect(richTextHtml("one\ntwo [bad](javascript:alert(1)) [good](https://example.com)")).toBe(
      '<p>one<br />two <a rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://example.com" rel="noopener noreferrer nofollow">good</a></p>',
    );
  });

  it("raw HTML inside markdown is sanitised too", () => {
    expect(richTextHtml("Hello <img src=x onerror=alert(1)> **you**")).toBe(
      "<p>Hello  <strong>you</strong></p>",
    );
  });

  it("text that merely starts with < is text", () => {
    expect(isHtml("<3 this campaign")).toBe(false);
    expect(richTextHtml("<3 this campaign")).toBe("<p>&lt;3 this campaign</p>");
  });

  it("an empty value stays empty", () => {
    expect(richTextHtml("")).toBe("");
    expect(richTextHtml("  \n ")).toBe("");
  });

  it("HTML is sanitised, not converted again", () => {
    expect(richTextHtml('<p style="text-align: center">x</p><script>1</script>')).toBe(
      '<p style="text-align:center">x</p>',
    );
  });
});

describe("withRichTextHtml", () => {
  const root = compileTemplate(campaignTemplate).index.root;

  it("converts the campaign's notes and leaves other values alone", () => {
    const values = { name: "**Not rich**", notes: "**Launch** week", flights: [{ placement: "**x**" }] };
    expect(withRichTextHtml(root, values)).toEqual({
      name: "**Not rich**",
      notes: "<p><strong>Launch</strong> week</p>",
      flights: [{ placement: "**x**" }],
    });
  });

  it("leaves a value of the wrong type for validation to reject", () => {
    expect(withRichTextHtml(root, { notes: 42 })).toEqual({ notes: 42 });
  });
});
