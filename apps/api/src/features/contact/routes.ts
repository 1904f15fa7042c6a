import { ContactMessageSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { readBody } from "../../http/validate.js";
import { clientInfo } from "../auth/middleware.js";
import * as contact from "./service.js";

export const contactRoutes = new Hono<AppEnv>()
  // POST /api/mail-send – the public contact-us form: always stored, mailed when SMTP_URL is set
  .post("/", async (c) => {
    const input = await readBody(c, ContactMessageSchema);
    return c.json(await contact.sendContactMessage(c.var.deps, input, clientInfo(c), c.var.log), 201);
  });
