// The dependency rules of docs/development.md, checked by `npm test` (and `npm run deps`) with dependency-cruiser.
// Paths are relative to the repo root; every rule is an error.
/** A feature folder of the API: `apps/api/src/features/<name>/`. */
const FEATURE = "^apps/api/src/features/([^/]+)/";
/** Test files and the helpers they share: they may reach past the layering to set up and assert. */
const TESTS = ["\\.test\\.tsx?$", "^apps/api/src/test-support/", "^apps/api/src/bench/"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-runtime-cycle",
      comment:
        "Modules must not import each other in a circle at runtime (type-only imports vanish when compiled, so " +
        "they do not count). The one allowed circle is the studio's dynamic form rendering itself: an array " +
        "field renders rows of fields, and a field may be an array.",
      severity: "error",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ["type-only"],
        viaOnly: { dependencyTypesNot: ["type-only"] },
        via: { pathNot: "^apps/studio-web/src/features/dynamic-form/" },
      },
    },
    {
      name: "packages-not-to-apps",
      comment: "packages/* are shared by the apps and must not depend on any of them.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "framework-free-packages",
      comment:
        "core, contract and creative run in the browser, the server and the CLI: no React, no Hono, no " +
        "Node built-ins (their tests too, so the suites prove the code needs nothing more).",
      severity: "error",
      from: { path: "^packages/(core|contract|creative)/src/" },
      // Type-only imports too: a React or Hono type in these signatures would tie their callers to it.
      to: {
        // Resolved through node_modules, or left unresolved when the package is not even a dependency.
        path: [
          "(^|/)node_modules/(react|react-dom|hono|@hono/[^/]+)/",
          "^(react|react-dom|hono|@hono/[^/]+)(/|$)",
        ],
      },
    },
    {
      name: "framework-free-packages-node",
      comment: "As above: no `node:*` or other Node built-in modules in core, contract or creative.",
      severity: "error",
      from: { path: "^packages/(core|contract|creative)/src/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "drizzle-only-in-repos",
      comment:
        "Only repositories touch Drizzle: files named repo.ts or *-repo.ts, and the database's own " +
        "infrastructure in apps/api/src/db/ (client, schema, tables, migrations, seed). Everything else " +
        "calls a repo. Type-only imports (row types) are fine; tests, test-support and benchmarks may " +
        "query directly to set up and assert.",
      severity: "error",
      from: {
        path: "^apps/api/",
        pathNot: [
          "(^|/)(repo|[a-z0-9-]+-repo)\\.ts$",
          "^apps/api/src/db/",
          "^apps/api/drizzle\\.config\\.ts$",
          ...TESTS,
        ],
      },
      to: {
        dependencyTypesNot: ["type-only"],
        path: ["(^|/)node_modules/drizzle-orm/", "^apps/api/src/db/(schema|tables/)"],
      },
    },
    {
      name: "features-through-their-index",
      comment:
        "A feature may use another feature only through that feature's index.ts, its public face; its " +
        "other files are internals. Shared infrastructure lives outside features (db/, http/, seed/, " +
        "test-support/).",
      severity: "error",
      from: { path: FEATURE },
      to: {
        path: "^apps/api/src/features/",
        pathNot: ["^apps/api/src/features/$1/", "^apps/api/src/features/[^/]+/index\\.ts$"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: ["(^|/)dist/", "\\.gen\\.ts$"] },
    // Type-only imports are kept in the graph (so `packages-not-to-apps` sees them too); the rules that
    // should ignore them say so with `dependencyTypesNot: ["type-only"]`.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    // Workspace packages resolve through their package.json `exports` to src/*.ts.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
      mainFields: ["module", "main", "types"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
