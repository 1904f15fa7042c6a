import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AppShell } from "../features/layout/app-shell";

// Pathless layout: pages under _app/ render inside the studio's chrome with unchanged URLs. The component
// (and with it the whole shell) is split into its own chunk, so /login never downloads it.
export const Route = createFileRoute("/_app")({
  component: AppLayout,
});

function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
