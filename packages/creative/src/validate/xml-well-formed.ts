import { SaxesParser } from "saxes";

/** Where and why a text is not well-formed XML: the first error a strict XML parser meets. */
export interface XmlError {
  line: number;
  column: number;
  reason: string;
}

/**
 * The first well-formedness error of `xml` (XML 1.0: one root, every tag closed and nested, attributes
 * quoted and unique, entities defined), or null when it is well-formed. htmlparser2, which reads the VAST
 * tree, forgives all of these, so a truncated or junk-trailed file would otherwise be read as far as it
 * goes; players' XML parsers reject it whole.
 */
export function xmlError(xml: string): XmlError | null {
  // Namespaces are not checked: a prefix without its declaration is namespace trouble, not malformed XML.
  const parser = new SaxesParser({ xmlns: false, position: true });
  let first: XmlError | null = null;
  parser.on("error", (error) => {
    // saxes prefixes its message with "line:column: ".
    first ??= {
      line: parser.line,
      column: parser.column,
      reason: error.message.replace(/^\d+:\d+: /, "").replace(/\.$/, ""),
    };
  });
  parser.write(xml).close();
  return first;
}
