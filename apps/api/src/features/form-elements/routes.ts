import { FormElementSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { parseListBody } from "../../http/list-body.js";
import { readBody, readJson } from "../../http/validate.js";
import { requireAuth, requirePermission } from "../auth/middleware.js";
import * as formElements from "./service.js";

export const formElementRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  // POST /api/formElements/list – {limit, page, search, sort} (element 1) → {formElements, page, total}
  .post("/list", requirePermission("readFormElements"), async (c) => {
    // The body is optional: without one the first page in the default order comes back.
    const body = c.req.header("content-type") ? await readJson(c) : {};
    const query = parseListBody(body, formElements.FORM_ELEMENT_LIST);
    return c.json(await formElements.listFormElements(c.var.deps, query));
  })
  // GET /api/formElements/{id} – one element → {formElement}
  .get("/:id", requirePermission("readFormElements"), async (c) =>
    c.json(await formElements.getFormElement(c.var.deps, c.req.param("id"))),
  )
  // POST /api/formElements/create – a new element → 201 {formElement}
  .post("/create", requirePermission("createFormElements"), async (c) => {
    const input = await readBody(c, FormElementSchema);
    return c.json(await formElements.createFormElement(c.var.deps, input), 201);
  })
  // PUT /api/formElements/update/{id} – replace an element → {formElement}
  .put("/update/:id", requirePermission("updateFormElements"), async (c) => {
    const input = await readBody(c, FormElementSchema);
    return c.json(await formElements.updateFormElement(c.var.deps, c.req.param("id"), input));
  })
  // DELETE /api/formElements/{id} – {message}
  .delete("/:id", requirePermission("deleteFormElements"), async (c) =>
    c.json(await formElements.deleteFormElement(c.var.deps, c.req.param("id"))),
  );
