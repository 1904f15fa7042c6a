import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "fflate";

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  woff: "font/woff",
  woff2: "font/woff2",
  mp4: "video/mp4",
  webm: "video/webm",
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
};
/** Text is served gzipped, as ad servers' CDNs do: the weights IAB LEAN states are gzipped weights. */
const COMPRESSIBLE = new Set(["html", "htm", "css", "js", "json", "svg", "xml", "txt"]);

export interface CreativeServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves one creative's files on loopback, on a port the system picks, and nothing else: any other path
 * is a 404, so the browser can only reach what the zip or folder holds.
 */
export async function serveCreative(files: Record<string, Uint8Array>): Promise<CreativeServer> {
  const server: Server = createServer((req, res) => {
    let name: string;
    try {
      name = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname).replace(/^\/+/, "");
    } catch {
      name = "";
    }
    const body = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!body) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not in the creative");
      return;
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
    const headers: Record<string, string> = {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "cache-control": "no-store",
    };
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const sent = gzip ? gzipSync(body, { level: 9 }) : body;
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = String(sent.length);
    res.writeHead(200, headers).end(sent);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
