import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { queryClient } from "../app/query-client";

// findBy… and waitFor wait up to 12 s instead of 1 s: a full `npm test` runs the packages side by side on
// 2 cores, and a mocked request plus a Mantine render took over 1 s there, and once over 5 s (the server
// table's page 2, which takes 1.3 s alone). A ceiling, not a timing: a passing wait ends as soon as it can.
configure({ asyncUtilTimeout: 12_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    // As in browsers, the empty query matches (mantine-datatable shows columns without a media query so).
    matches: query.trim() === "",
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// mantine-datatable scrolls its viewport back to the top when the page changes.
if (!window.Element.prototype.scrollTo) window.Element.prototype.scrollTo = () => {};
// Textarea's autosize listens for web fonts loading, which jsdom does not implement.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => cleanup());

// Files share a worker's modules (`isolate: false` in vitest.config.ts, which saves each file seconds of
// importing Mantine and starting jsdom): what one file leaves in the page, the storages, the notices and
// the app's query cache must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = "";
  queryClient.clear();
});
