/**
 * jsdom has no EventSource. This small one reads the stream with fetch (which msw answers in component
 * tests) and dispatches each event by name, as the browser's does; enough for the chat stream's use.
 */
export class FetchEventSource extends EventTarget {
  onerror: ((event: Event) => void) | null = null;
  readonly #abort = new AbortController();

  constructor(url: string) {
    super();
    void this.#read(new URL(url, window.location.href).href);
  }

  close(): void {
    this.#abort.abort();
  }

  async #read(url: string): Promise<void> {
    try {
      const res = await fetch(url, { headers: { accept: "text/event-stream" }, signal: this.#abort.signal });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          this.#dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      if (!this.#abort.signal.aborted) this.onerror?.(new Event("error"));
    }
  }

  #dispatch(block: string): void {
    let name = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) name = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) this.dispatchEvent(new MessageEvent(name, { data: data.join("\n") }));
  }
}

/** An event-stream response whose events the test sends when it chooses. */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}
