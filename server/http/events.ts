/**
 * Plain HTTP routes of the events area, mounted under /api (see api.ts).
 * GET /api/events/:id/ics hands out an active event as an iCalendar file (inactive or unknown: 404).
 */
import express, { type Router } from "express";
import { m } from "../../admin-modules/domain/i18n";
import { slugWithId } from "../../admin-modules/domain/slug";
import { buildIcs } from "../services/events-ics";
import { eventForCalendar } from "../services/events";
import { publicEvent } from "../services/public-shapes";
import type { ApiDeps } from "./api-support";
import { sendError } from "./api-support";

export function eventFileRoutes(deps: ApiDeps): Router {
  const routes = express.Router();

  routes.get("/events/:id/ics", async (req, res, next) => {
    try {
      const row = await eventForCalendar(deps.db, String(req.params.id).slice(0, 300));
      if (!row) {
        sendError(res, 404, m["events.register.notFound"]());
        return;
      }
      const event = publicEvent(row);
      const slug = slugWithId(row.title, row.id);
      const url = `${deps.config.publicUrl}/events/${encodeURIComponent(slug)}`;
      const body = buildIcs(event, { url, host: new URL(deps.config.publicUrl).hostname });
      res
        .status(200)
        .set({
          "Content-Type": "text/calendar; charset=utf-8",
          // An ASCII file name: the slug may hold Sinhala or Tamil letters.
          "Content-Disposition": `attachment; filename="event-${row.id}.ics"`,
          "Cache-Control": "no-store",
        })
        .send(body);
    } catch (error) {
      next(error);
    }
  });

  return routes;
}
