/**
 * A month calendar of events: a table (Monday to Sunday) with the events of each day as links.
 * On a narrow phone the cells only show how many events a day has, and the list under the table
 * carries the links, so nothing needs to be squeezed into a 50-pixel column.
 */
import { langOf } from "../../components/ContentLanguage";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { m as msg } from "../../../admin-modules/domain/i18n";
import type { PublicEvent } from "../../../server/services/public-shapes";
import { formatDay, formatMonth, formatWeekday } from "../../lib/format";
import type { EventsSearch } from "./search";

// Dates drawn by the server may be worded by a fuller Intl than the reader's browser has (Sinhala month
// names in Node, English in a browser without Sinhala data): their elements accept the server's words.
const monthName = { format: (d: Date) => formatMonth(d.toISOString().slice(0, 10)) };
const dayName = { format: (d: Date) => formatWeekday(d, "long") };
const dayShort = { format: (d: Date) => formatWeekday(d, "short") };

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Weeks of the month as rows of seven YYYY-MM-DD dates (null outside the month), Monday first. */
function weeksOf(month: string): (string | null)[][] {
  const [y, m] = month.split("-").map(Number);
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, "0")}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The months either side are links (?month=), so they work before the script runs. */
export function EventsCalendar(props: { month: string; events: PublicEvent[]; today: string; search: EventsSearch }) {
  const [y, m] = props.month.split("-").map(Number);
  const title = monthName.format(new Date(Date.UTC(y, m - 1, 1)));
  const byDay = new Map<string, PublicEvent[]>();
  for (const e of props.events) byDay.set(e.event_date, [...(byDay.get(e.event_date) ?? []), e]);
  // 2024-01-01 was a Monday: seven days from it name the columns.
  const columns = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

  return (
    <div className="events-calendar">
      <div className="calendar-nav">
        <Link to="/events" search={{ ...props.search, month: shiftMonth(props.month, -1) }} replace resetScroll={false} className="btn btn-outline">
          <ChevronLeft size={18} aria-hidden="true" /> <span>{msg["events.calendar.previous"]()}</span>
        </Link>
        <h2 aria-live="polite" suppressHydrationWarning>
          {title}
        </h2>
        <Link to="/events" search={{ ...props.search, month: shiftMonth(props.month, 1) }} replace resetScroll={false} className="btn btn-outline">
          <span>{msg["events.calendar.next"]()}</span> <ChevronRight size={18} aria-hidden="true" />
        </Link>
      </div>

      <table className="calendar-grid">
        <caption className="visually-hidden" suppressHydrationWarning>
          {msg["events.calendar.caption"]({ month: title })}
        </caption>
        <thead>
          <tr>
            {columns.map((d) => (
              <th key={d.toISOString()} scope="col" abbr={dayName.format(d)} suppressHydrationWarning>
                {dayShort.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(props.month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} className="calendar-empty" />;
                const events = byDay.get(date) ?? [];
                return (
                  <td key={date} className={events.length ? "has-events" : undefined} aria-current={date === props.today ? "date" : undefined}>
                    <span className="calendar-day">{Number(date.slice(8))}</span>
                    {events.length > 0 && (
                      <>
                        <span className="calendar-count">
                          {events.length === 1 ? msg["events.calendar.oneEventOnDay"]() : msg["events.calendar.eventsOnDay"]({ count: events.length })}
                        </span>
                        <ul className="calendar-titles">
                          {events.map((e) => (
                            <li key={e.id}>
                              <Link to="/events/$eventSlug" params={{ eventSlug: e.slug }}>
                                {e.start_time} <span lang={langOf(e.fallback, "title")}>{e.title}</span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <section className="calendar-agenda" aria-label={msg["events.calendar.monthList"]({ month: title })}>
        <h3 suppressHydrationWarning>{msg["events.calendar.monthList"]({ month: title })}</h3>
        {props.events.length === 0 ? (
          <p className="empty-state">{msg["events.calendar.noEventsInMonth"]()}</p>
        ) : (
          <ul>
            {props.events.map((e) => (
              <li key={e.id}>
                <Link to="/events/$eventSlug" params={{ eventSlug: e.slug }} lang={langOf(e.fallback, "title")}>
                  {e.title}
                </Link>
                <span className="small muted">
                  {" "}
                  <time dateTime={e.event_date} suppressHydrationWarning>
                    {formatDay(e.event_date)}
                  </time>
                  , {e.start_time}–{e.end_time}, {e.district}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
