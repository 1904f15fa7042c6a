/**
 * The small slice of the browser's DOM the runtimes use. The package compiles without the DOM library
 * (it also runs on the server), so the runtimes are typed against these shapes; in the ad they receive
 * the real `window`.
 */
export interface RtEvent {
  type: string;
  target: unknown;
  clientX: number;
  clientY: number;
  deltaY: number;
  key: string;
  data: unknown;
  source: unknown;
  preventDefault(): void;
  stopPropagation(): void;
}
type Listener = (event: RtEvent) => void;

export interface RtStyle {
  transform: string;
  setProperty(name: string, value: string): void;
}

export interface RtElement {
  id: string;
  tagName: string;
  hidden: boolean;
  textContent: string | null;
  className: string;
  children: ArrayLike<RtElement>;
  parentElement: RtElement | null;
  offsetWidth: number;
  offsetHeight: number;
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  style: RtStyle;
  src: string;
  classList: {
    add(name: string): void;
    remove(name: string): void;
    toggle(name: string, on?: boolean): void;
    contains(name: string): boolean;
  };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelector(selector: string): RtElement | null;
  querySelectorAll(selector: string): ArrayLike<RtElement>;
  addEventListener(type: string, listener: Listener, options?: { passive?: boolean }): void;
  appendChild(child: RtElement): RtElement;
  cloneNode(deep: boolean): RtElement;
  closest(selector: string): RtElement | null;
  contains(other: unknown): boolean;
  focus(): void;
}

export interface RtVideo extends RtElement {
  currentTime: number;
  duration: number;
  muted: boolean;
  paused: boolean;
  srcObject: unknown;
  play(): Promise<void>;
  pause(): void;
}

export interface RtDocument {
  body: RtElement;
  /** The page's visibility (a background tab is not viewable). */
  visibilityState?: string;
  documentElement: RtElement;
  getElementById(id: string): RtElement | null;
  querySelector(selector: string): RtElement | null;
  querySelectorAll(selector: string): ArrayLike<RtElement>;
  createElement(tag: string): RtElement;
  addEventListener(type: string, listener: Listener): void;
  /** Web Animations: every running animation (CSS ones included), for the editor's timeline to seek. */
  getAnimations?(): { currentTime: number | null; pause(): void }[];
}

export interface RtWindow {
  document: RtDocument;
  location: { search: string; hash: string };
  parent: RtWindow | unknown;
  innerWidth: number;
  innerHeight: number;
  navigator: {
    sendBeacon?: (url: string) => boolean;
    mediaDevices?: { getUserMedia(constraints: unknown): Promise<{ getTracks(): { stop(): void }[] }> };
  };
  matchMedia?: (query: string) => { matches: boolean };
  open(url: string, target: string, features: string): unknown;
  postMessage(message: unknown, origin: string): void;
  addEventListener(type: string, listener: Listener, options?: { passive?: boolean }): void;
  requestAnimationFrame(callback: (now: number) => void): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number | undefined): void;
  fetch?: (url: string, init: unknown) => Promise<unknown>;
  /** Viewability: in a cross-origin frame it measures against the top page's viewport. */
  IntersectionObserver?: new (
    callback: (entries: { intersectionRatio: number }[]) => void,
    options: { threshold: number[] },
  ) => { observe(element: RtElement): void };
  performance?: { now(): number };
  [global: string]: unknown;
}
