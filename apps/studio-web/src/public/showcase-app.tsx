import "./mantine-styles";
import type { AdType } from "@adstudio/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "../app/query-client";
import { ThemeProvider } from "../app/theme-provider";
import { PublicShowcasePage } from "../features/showcase/public-showcase-page";
import { parseShowcaseSearch } from "../features/showcase/search";
import { adoptServerStyles, serverPaintSettled } from "../lib/server-paint";
import { PageTitle } from "./page-title";

interface View {
  page: number;
  type: AdType | undefined;
}

/** `?type=story&page=2` as the studio's router writes it (page 1 and every category are left out). */
function viewOf(search: string): View {
  const { page = 1, type } = parseShowcaseSearch(Object.fromEntries(new URLSearchParams(search)));
  return { page, type };
}

function searchOf(view: View): string {
  const params = new URLSearchParams();
  if (view.type) params.set("type", view.type);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * A company the server knew when it drew the page is gone now: a page load gets the server's answer for
 * an unknown company, the studio's 404 page (this entry has no router to draw it with).
 */
function ReloadForNotFound() {
  useEffect(() => globalThis.location.reload(), []);
  return null;
}

/** The showcase with its view (category, page) kept in the address, as the studio's route keeps it. */
function PublicShowcase({ companyId }: { companyId: string }) {
  const [view, setView] = useState(() => viewOf(globalThis.location.search));
  useEffect(() => {
    const back = () => setView(viewOf(globalThis.location.search));
    globalThis.addEventListener("popstate", back);
    return () => globalThis.removeEventListener("popstate", back);
  }, []);
  return (
    <>
      <PageTitle />
      <PublicShowcasePage
        companyId={companyId}
        page={view.page}
        type={view.type}
        notFound={<ReloadForNotFound />}
        onView={(next) => {
          globalThis.history.pushState(null, "", `${globalThis.location.pathname}${searchOf(next)}`);
          setView(next);
        }}
      />
    </>
  );
}

/** Takes over the server's picture of /showcase/{companyId} once its main picture has painted. */
export function mountShowcase(): void {
  const companyId = decodeURIComponent(globalThis.location.pathname.split("/")[2] ?? "");
  const root = createRoot(document.getElementById("root") as HTMLElement);
  void serverPaintSettled(document).then(() => {
    adoptServerStyles(document);
    startTransition(() => {
      root.render(
        <StrictMode>
          <ThemeProvider>
            <QueryClientProvider client={queryClient}>
              <PublicShowcase companyId={companyId} />
            </QueryClientProvider>
          </ThemeProvider>
        </StrictMode>,
      );
    });
  });
}
