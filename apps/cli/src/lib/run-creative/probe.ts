/**
 * Runs in the creative's page before any of its scripts (Playwright's init script, serialised: it may use
 * nothing from this module). It reports each `<script>`, `<img>` and `<iframe>` that a script creates
 * (`document.createElement`, `new Image()`) once it gets an address, and keeps every animation the page
 * starts with its end on the document timeline, since finished ones drop out of `getAnimations()`.
 */
export function probe(): void {
  type Report = (tag: string, src: string) => void;
  const w = window as unknown as {
    __adstudioCreated?: Report;
    __adstudioAnimations?: Record<string, number | null>;
  };
  const created = new WeakSet<Element>();
  const watched = ["script", "img", "iframe"];
  const report = (element: Element, value: unknown) => {
    if (!created.has(element) || typeof value !== "string" || value === "") return;
    let src = value;
    try {
      src = new URL(value, document.baseURI).href;
    } catch {}
    w.__adstudioCreated?.(element.tagName.toLowerCase(), src);
  };

  const createElement = document.createElement;
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, tag, options);
    if (watched.includes(String(tag).toLowerCase())) created.add(element);
    return element;
  } as typeof document.createElement;
  // A Proxy, not a function: transpilers may turn a function that ignores `this` into an arrow, which
  // cannot be called with `new`.
  window.Image = new Proxy(window.Image, {
    construct(target, args: [number?, number?]) {
      const image = Reflect.construct(target, args) as HTMLImageElement;
      created.add(image);
      return image;
    },
  });

  for (const Type of [HTMLImageElement, HTMLScriptElement, HTMLIFrameElement]) {
    const descriptor = Object.getOwnPropertyDescriptor(Type.prototype, "src");
    if (!descriptor?.set) continue;
    const set = descriptor.set;
    Object.defineProperty(Type.prototype, "src", {
      ...descriptor,
      set(this: Element, value: string) {
        report(this, value);
        set.call(this, value);
      },
    });
  }
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === "src") report(this, value);
    return setAttribute.call(this, name, value);
  };

  // After load the parser is done: anything inserted now (innerHTML, appendChild of a clone) came from a script.
  window.addEventListener("load", () => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll(watched.join(","))]) {
            if (!watched.includes(element.tagName.toLowerCase()) || created.has(element)) continue;
            created.add(element);
            report(element, element.getAttribute("src"));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  // Each animation's end: its start on the document timeline plus its active duration and delays.
  const ends: Record<string, number | null> = {};
  w.__adstudioAnimations = ends;
  const ids = new WeakMap<Animation, string>();
  let next = 0;
  const sample = () => {
    for (const animation of document.getAnimations()) {
      let id = ids.get(animation);
      if (!id) {
        const named = (animation as Animation & { animationName?: string }).animationName;
        const target = (animation.effect as KeyframeEffect | null)?.target;
        next += 1;
        id = `${named || animation.id || target?.tagName.toLowerCase() || "animation"}#${next}`;
        ids.set(animation, id);
      }
      const timing = animation.effect?.getComputedTiming();
      const end = Number(timing?.endTime ?? 0);
      const start = Number(animation.startTime ?? document.timeline.currentTime ?? 0);
      ends[id] = Number.isFinite(end) ? Math.round(start + end / (animation.playbackRate || 1)) : null;
    }
  };
  const loop = () => {
    sample();
    setTimeout(loop, 200);
  };
  document.addEventListener("DOMContentLoaded", loop);
}
