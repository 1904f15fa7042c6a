import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LayerPropsSchema } from "../document/layer";
import { documentOf, layer } from "../render/__fixtures__/documents";
import { render } from "../render/render";
import { type StaticElement, staticTree } from "../static/tree";
import { PROP_FIELDS } from "./fields";

const doc = documentOf("rich-media", {
  layers: {
    head: layer(
      "head",
      { kind: "text", text: "SALE" },
      { props: { width: 200, height: 40, letterSpacing: 2.5 } },
    ),
  },
  baseSize: "sz300x250",
});

describe("letter spacing", () => {
  it("is a layer property from -20 to 100 px", () => {
    expect(v.parse(LayerPropsSchema, { letterSpacing: -1.5 })).toEqual({ letterSpacing: -1.5 });
    expect(v.is(LayerPropsSchema, { letterSpacing: 101 })).toBe(false);
    expect(v.is(LayerPropsSchema, { letterSpacing: -21 })).toBe(false);
    expect(v.is(LayerPropsSchema, { letterSpacing: "2px" })).toBe(false);
  });

  it("spaces the letters in the HTML and in the still", () => {
    const html = render(doc, { size: "sz300x250", mode: "zip" }).files["index.html"] as string;
    expect(html).toContain("#l-head{left:0;top:0;width:200px;height:40px;letter-spacing:2.5px}");
    const page = staticTree(doc, "sz300x250", {}).props.children?.[0] as StaticElement;
    const head = page.props.children?.[0] as StaticElement;
    expect(head.props.style.letterSpacing).toBe(2.5);
  });

  it("is edited in the Properties panel as a number of pixels, in half-pixel steps, 0 when unset", () => {
    expect(PROP_FIELDS.letterSpacing).toEqual({
      kind: "number",
      prop: "letterSpacing",
      label: "Letter spacing",
      unit: "px",
      step: 0.5,
      min: -20,
      max: 100,
      placeholder: 0,
    });
  });
});
