// Writes src/routeTree.gen.ts from src/routes without starting Vite, so `tsc` can type-check a fresh
// clone (the generated file is not committed; the Vite plugin rewrites it in dev and build).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Generator, getConfig } from "@tanstack/router-generator";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = getConfig(
  {
    target: "react",
    autoCodeSplitting: true,
    routesDirectory: path.join(root, "src/routes"),
    generatedRouteTree: path.join(root, "src/routeTree.gen.ts"),
  },
  root,
);
await new Generator({ config, root }).run();
