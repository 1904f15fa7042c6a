import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One file the publisher's site serves: its content type and body. */
export interface SiteFile {
  contentType: string;
  body: string | Buffer;
  /** More response headers, such as the page's own Content-Security-Policy. */
  headers?: Record<string, string>;
}

export interface OtherOrigin {
  /** `http://localhost:<port>`: another host and port than the studio's `http://127.0.0.1:<port>`. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * A publisher's site on another origin than the studio: a plain node:http server answering the given paths
 * (404 otherwise). Pages on it reach the studio only as a real third-party page would, through CORS.
 */
export async function startOtherOrigin(files: Record<string, SiteFile>): Promise<OtherOrigin> {
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? "/", "http://site").pathname];
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res
      .writeHead(200, { ...file.headers, "content-type": file.contentType, "cache-control": "no-store" })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
