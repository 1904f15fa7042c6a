import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "./features/openapi/document.js";

writeFileSync("/tmp/openapi.json", JSON.stringify(buildOpenApiDocument(), null, 2));
