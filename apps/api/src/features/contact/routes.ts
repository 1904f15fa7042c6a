import { contactEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { clientInfo } from "../auth/index.js";
import * as contact from "./service.js";

/** The contact-us form (spec studio §7 Contact), mounted at `/api/mail-send` against its contract. */
export const contactRoutes = contractRoutes("/api/mail-send", contactEndpoints, {
  // POST /api/mail-send – the public contact-us form: always stored, mailed when SMTP_URL is set
  send: (c, { body }) => contact.sendContactMessage(c.var.deps, body, clientInfo(c), c.var.log),
});
