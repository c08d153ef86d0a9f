/**
 * The registry on its own: every built-in module is coherent, its texts are catalogue keys, the sidebar
 * follows the spec, and the derived schemas enforce the spec's validation rules and messages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  allModules,
  checkModule,
  createSchema,
  creatorFields,
  csvColumns,
  detailFields,
  fieldOptions,
  defineModule,
  formDefaults,
  formFields,
  getTableModule,
  inputFieldNames,
  registerModule,
  sidebarFor,
  type TableModule,
  unregisterModule,
  updateSchema,
} from "../../admin-modules/registry";
import en from "../../admin-modules/domain/messages/en.json";
import { loadAdminModules } from "../../server/admin/load-modules";

beforeAll(async () => {
  await loadAdminModules();
});

const mod = (key: string): TableModule => {
  const m = getTableModule(key);
  if (!m) throw new Error(`module ${key} missing`);
  return m;
};

function issues(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("built-in modules", () => {
  it("are all loaded from the folder, and each is coherent", () => {
    const keys = allModules()
      .map((m) => m.key)
      .sort();
    expect(keys).toEqual(
      [
        "announcements",
        "audit-log",
        "categories",
        "classes",
        "content-event",
        "content-learning",
        "content-media",
        "content-resource",
        "content-review",
        "course-lessons",
        "dashboard",
        "emergency-contacts",
        "event-registrations",
        "events",
        "hubs",
        "learning",
        "media",
        "reports",
        "resources",
        "screening-words",
        "settings",
        "tags",
        "teachers",
        "users",
      ].sort(),
    );
    for (const m of allModules()) expect(checkModule(m), m.key).toEqual([]);
  });

  it("use catalogue keys for every text they show", () => {
    const keys = new Set(Object.keys(en));
    const texts: string[] = [];
    const collect = (value: unknown, path: string) => {
      if (typeof value === "string" && /^(admin|error)\./.test(value)) texts.push(`${path}=${value}`);
      else if (Array.isArray(value)) for (const [i, v] of value.entries()) collect(v, `${path}[${i}]`);
      else if (value && typeof value === "object" && !("_zod" in value)) {
        for (const [k, v] of Object.entries(value)) collect(v, `${path}.${k}`);
      }
    };
    for (const m of allModules()) {
      collect(m.labels, `${m.key}.labels`);
      if (m.kind === "table") {
        collect(m.toasts, `${m.key}.toasts`);
        collect(m.emptyState, `${m.key}.emptyState`);
        for (const [name, f] of Object.entries(m.fields)) {
          expect(f.label, `${m.key}.${name} label`).toMatch(/^admin\./);
          collect({ label: f.label, options: f.options, widget: f.widget, invalid: f.invalidMessage, display: f.display }, `${m.key}.${name}`);
        }
        collect(m.cards, `${m.key}.cards`);
        collect(m.errors, `${m.key}.errors`);
        collect(m.actions, `${m.key}.actions`);
      }
    }
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.filter((entry) => !keys.has(entry.split("=")[1]!));
    expect(missing).toEqual([]);
  });

  it("name every choice of a form or filter with a message, so the back office reads it in the staff member's language", () => {
    const keys = new Set(Object.keys(en));
    // Values that read the same in every language: age ranges, colour codes, file formats.
    const sameEverywhere = /^(\d+-\d+|#[0-9a-f]{6}|PDF|DOC|PPT)$/;
    const unnamed: string[] = [];
    for (const m of allModules()) {
      if (m.kind !== "table") continue;
      for (const [name, field] of Object.entries(m.fields)) {
        for (const option of fieldOptions(field)) {
          if (!keys.has(option.label) && !sameEverywhere.test(option.label)) unnamed.push(`${m.key}.${name}: ${option.value} -> ${option.label}`);
        }
      }
    }
    expect(unnamed).toEqual([]);
  });

  it("draw the spec's sidebars: 14 entries for super admins, 7 for organizations", () => {
    expect(sidebarFor("super_admin").map((m) => m.key)).toEqual([
      "dashboard",
      "users",
      "content-review",
      "categories",
      "tags",
      "announcements",
      "hubs",
      "resources",
      "learning",
      "media",
      "events",
      "event-registrations",
      "emergency-contacts",
      "settings",
    ]);
    expect(sidebarFor("organization").map((m) => m.key)).toEqual([
      "dashboard",
      "resources",
      "learning",
      "media",
      "events",
      "event-registrations",
      "emergency-contacts",
    ]);
    expect(sidebarFor(null)).toEqual([]);
  });

  it("route each module under /admin/<path> (who may open it: tests/security/access-table.ts)", () => {
    expect(allModules().map((m) => m.path)).toContain("content/learning");
  });
});

describe("derived schemas", () => {
  it("announcement: title and content required, priority 1 to 5 defaulting to 1, active by default", () => {
    const schema = createSchema(mod("announcements"));
    expect(schema.parse({ title: " Hi ", content: "There" })).toEqual({ title: "Hi", content: "There", priority: 1, is_active: true, language: "en" });
    expect(issues(schema.safeParse({ title: "", content: "x" }))).toEqual(["title: Title is required"]);
    expect(issues(schema.safeParse({ title: "a", content: "b", priority: 6 }))).toEqual(["priority: Priority must be at most 5"]);
    expect(issues(schema.safeParse({ title: "a", content: "b", priority: 2.5 }))).toEqual(["priority: Priority must be a whole number"]);
    expect(schema.parse({ title: "a", content: "b", priority: "4" }).priority).toBe(4);
  });

  it("refuse server-owned fields with a clear message", () => {
    const result = createSchema(mod("announcements")).safeParse({ title: "a", content: "b", created_by: 1 });
    expect(issues(result)).toEqual([": These fields cannot be set here: created_by"]);
    const sub = updateSchema(mod("content-resource")).safeParse({ status: "approved", submitted_by: 3 });
    expect(sub.success).toBe(false);
    expect(sub.error!.issues[0]!.message).toMatch(/status/);
    expect(updateSchema(mod("media")).safeParse({ status: "approved" }).success).toBe(false);
  });

  it("update: all fields optional, a required one cannot be cleared, an optional one clears to its default or null", () => {
    const schema = updateSchema(mod("resources"));
    expect(schema.parse({})).toEqual({});
    expect(issues(schema.safeParse({ title: "  " }))).toEqual(["title: Title is required"]);
    expect(schema.parse({ pages: "", file_type: "", tags: "" })).toEqual({ pages: null, file_type: "PDF", tags: null });
  });

  it("resource: category from the list, pages a whole number, tags comma separated", () => {
    const schema = createSchema(mod("resources"));
    const ok = schema.parse({ title: "T", category: "health", age_group: "8-14", pages: "12", tags: " a, b ,, c " });
    expect(ok).toMatchObject({ pages: 12, tags: ["a", "b", "c"], file_type: "PDF", is_active: true });
    expect(issues(schema.safeParse({ title: "T", category: "sports", age_group: "x" }))).toEqual(["category: Please choose a valid Category"]);
    expect(issues(schema.safeParse({ title: "T", category: "health", age_group: "x", pages: "1.5" }))).toEqual(["pages: Pages must be a whole number"]);
    expect(issues(schema.safeParse({ title: "T", category: "health" }))).toEqual(["age_group: Age Group is required"]);
  });

  it("course: empty badges and tags are null; lessons are rows of their own (course-lessons), not course JSON", () => {
    const schema = createSchema(mod("learning"));
    const base = { title: "C", instructor_name: "I", level: "Beginner", category: "Safety", age_group: "8-14", duration: "1h", lessons_count: 3 };
    expect(issues(schema.safeParse({ ...base, course_content: '{"lessons":[]}' }))[0]).toMatch(/course_content/);
    const ok = schema.parse({ ...base, badges: " , ", tags: [] });
    expect(ok).toMatchObject({ badges: null, tags: null, price_type: "Free", price_amount: 0 });
    expect(issues(schema.safeParse({ ...base, lessons_count: "many" }))).toEqual(["lessons_count: Lessons must be a number"]);
    // The price applies only to paid courses.
    expect(mod("learning").compute!({ price_type: "Free", price_amount: 500 }, null)).toEqual({ price_amount: 0 });
    expect(mod("learning").compute!({ price_type: "Paid", price_amount: 500 }, null)).toEqual({});
  });

  it("event: required fields, district from the 25, date and time formats, contact phone, e-mail and https website", () => {
    const schema = createSchema(mod("events"));
    const base = {
      title: "E",
      organizer_name: "O",
      type: "workshop",
      age_group: "all",
      capacity: 20,
      event_date: "2030-02-28",
      start_time: "09:00",
      end_time: "11:30",
      location: "Hall",
      district: "Kandy",
    };
    expect(schema.safeParse(base).success).toBe(true);
    expect(issues(schema.safeParse({ ...base, district: "Paris" }))).toEqual(["district: Please choose a valid District"]);
    expect(issues(schema.safeParse({ ...base, event_date: "2030-02-30" }))).toEqual(["event_date: Please choose a valid date."]);
    expect(issues(schema.safeParse({ ...base, start_time: "25:00" }))).toEqual(["start_time: Please enter a time as HH:MM."]);
    expect(schema.parse({ ...base, contact_phone: "+94 77 123 4567", contact_email: "hi@club.lk", contact_website: "https://club.lk" })).toMatchObject({
      contact_phone: "+94 77 123 4567",
      contact_email: "hi@club.lk",
      contact_website: "https://club.lk",
    });
    expect(issues(schema.safeParse({ ...base, contact_phone: "12345" }))).toEqual([
      "contact_phone: Please enter a Sri Lankan phone number, such as 011 234 5678 or +94 77 123 4567.",
    ]);
    expect(issues(schema.safeParse({ ...base, contact_email: "hi@" }))).toEqual(["contact_email: Please enter a valid e-mail address."]);
    expect(issues(schema.safeParse({ ...base, contact_website: "http://club.lk" }))).toEqual([
      "contact_website: The website must be a secure web address starting with https://.",
    ]);
    // The old JSON field is gone: sent anyway, it is refused as an unknown field, not stored.
    expect(schema.safeParse({ ...base, contact_info: '{"phone":"011 234 5678"}' }).success).toBe(false);
    const { capacity: _c, ...noCapacity } = base;
    expect(issues(schema.safeParse(noCapacity))).toEqual(["capacity: Capacity must be a whole number from 1 to 100000."]);
  });

  it("tag names are lower-cased with whitespace runs turned into hyphens", () => {
    expect(createSchema(mod("tags")).parse({ name: "  Online \t Safety  Tips " }).name).toBe("online-safety-tips");
    expect(issues(createSchema(mod("tags")).safeParse({ name: "   " }))).toEqual(["name: Name is required"]);
  });

  it("hub: path must start with /, the colour theme decides text and button classes", () => {
    const hubs = mod("hubs");
    expect(issues(createSchema(hubs).safeParse({ title: "H", path: "learning" }))).toEqual(["path: Path must start with / (for example /learning)"]);
    expect(createSchema(hubs).parse({ title: "H", path: "/learning" })).toMatchObject({
      color: "blue",
      icon_name: "Package",
      display_order: 0,
      active_users_count: 0,
    });
    expect(hubs.compute!({ color: "green" }, null)).toEqual({ color: "green", text_color: "text-green", button_color: "button-green" });
  });

  it("content editor: title, description required; tags split on commas; image URL must be a URL", () => {
    const schema = createSchema(mod("content-media"));
    expect(schema.parse({ title: "T", description: "D", tags: "art, , colour " })).toMatchObject({ tags: ["art", "colour"] });
    expect(issues(schema.safeParse({ title: "T", description: "D", image_url: "not a url" }))).toEqual(["image_url: Image URL must be a valid URL"]);
    expect(schema.safeParse({ title: "T", description: "D", image_url: "/uploads/abc.webp" }).success).toBe(true);
    expect(issues(schema.safeParse({ title: "T" }))).toEqual(["description: Description is required"]);
    expect(schema.safeParse({ title: "T", description: "D", content_type: "event" }).success).toBe(false);
    // Issue 29: the type's own fields, never JSON typed by hand.
    expect(schema.parse({ title: "T", description: "D", author_age: "11" })).toMatchObject({ type: "story", author_age: 11 });
    expect(schema.safeParse({ title: "T", description: "D", content_data: "{}" }).success).toBe(false);
    expect(issues(createSchema(mod("content-event")).safeParse({ title: "T", description: "D" }))).toContain("event_date: Please choose a valid date.");
  });

  it("emergency contact: category default colours, form defaults from the spec", () => {
    const m = mod("emergency-contacts");
    expect(m.compute!({ category: "fire", icon_color: null }, null)).toEqual({ icon_color: "#dc2626" });
    expect(m.onFieldChange!("category", { category: "medical" })).toEqual({ icon_color: "#16a34a" });
    // Availability is chosen, never defaulted (issue 18): a helpline's hours are not assumed to be 24/7.
    expect(formDefaults(m)).toMatchObject({ availability: null, superhero_name: "Emergency Hero", category: "emergency", is_active: true });
  });

  it("registrations CSV has the spec's columns in order, then the child's age and the parent's name and consent", () => {
    expect(csvColumns(mod("event-registrations")).map((c) => en[c.header as keyof typeof en])).toEqual([
      "Name",
      "Email",
      "Phone",
      "Event",
      "Date",
      "Status",
      "Registered At",
      "Age",
      "Parent or Guardian",
      "Parent Consent",
    ]);
    expect(mod("event-registrations").csv!.filename).toBe("event-registrations.csv");
  });
});

describe("registerModule and conditions", () => {
  it("refuses a module whose names are not plain SQL identifiers or whose columns are undeclared", () => {
    const bad = defineModule({
      key: "bad",
      labels: { singular: "Bad", plural: "Bads" },
      icon: "X",
      path: "bad",
      sidebar: null,
      access: { list: ["super_admin"] },
      table: "bad; DROP TABLE users",
      defaultSort: [{ column: "nope", direction: "asc" }],
      fields: { title: { kind: "text", label: "Title" } },
      emptyState: { title: "None" },
      toasts: {},
    });
    expect(() => registerModule(bad)).toThrow(/not a plain SQL name.*sort column "nope"/);
  });

  it("refuses default filters and cell links that name no such field or value (issue #32's declared pieces)", () => {
    const declared = (extra: Partial<Parameters<typeof defineModule>[0]>, title: Record<string, unknown> = {}) =>
      defineModule({
        key: "pieces",
        labels: { singular: "admin.reports.singular", plural: "admin.reports.plural" },
        icon: "X",
        path: "pieces",
        sidebar: null,
        access: { list: ["super_admin"] },
        table: "pieces",
        defaultSort: [],
        fields: {
          title: { kind: "text", label: "admin.field.title", ...title },
          status: { kind: "select", label: "admin.field.status", options: [{ value: "open", label: "admin.status.open" }], filterable: true },
        },
        emptyState: { title: "admin.reports.empty" },
        toasts: {},
        ...extra,
      });
    expect(() => registerModule(declared({ defaultFilters: { title: "x" } }))).toThrow(/default filter "title" is not a filterable field/);
    expect(() => registerModule(declared({ defaultFilters: { status: "closed" } }))).toThrow(/default filter "status" is none of its options/);
    expect(() => registerModule(declared({}, { list: { link: "/media/{nope}" } }))).toThrow(/field title link "nope" is not a declared field/);
    expect(() => registerModule(declared({ defaultFilters: { status: "open" } }, { list: { link: { a: "/media/{status}" } } }))).not.toThrow();
    unregisterModule("pieces");
  });

  it("one field mode: only editable fields are input and drawn; server and creator fields stay out of the details; check-module refuses a mode that does not fit", () => {
    const fields = {
      title: { kind: "text", label: "admin.field.title" },
      status: { kind: "text", label: "admin.field.status", mode: "readOnly" },
      owner_name: { kind: "text", label: "admin.field.author", mode: "computed" },
      notes: { kind: "textarea", label: "admin.field.reviewNotes", mode: "server" },
      created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
      created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly" },
    } as const;
    const modes = (extra: Partial<Parameters<typeof defineModule>[0]>) =>
      defineModule({
        key: "modes",
        labels: { singular: "admin.reports.singular", plural: "admin.reports.plural" },
        icon: "X",
        path: "modes",
        sidebar: null,
        access: { list: ["super_admin"], create: ["super_admin"] },
        table: "modes",
        listFrom: "modes_view",
        defaultSort: [],
        fields,
        emptyState: { title: "admin.reports.empty" },
        toasts: {},
        ...extra,
      });
    const module = modes({}) as TableModule;
    expect(checkModule(module)).toEqual([]);
    expect(inputFieldNames(module)).toEqual(["title"]);
    expect(formFields(module).map((f) => f.name)).toEqual(["title"]);
    expect(detailFields(module).map((f) => f.name)).toEqual(["title", "status", "owner_name", "created_at"]);
    expect(creatorFields(module)).toEqual(["created_by"]);
    expect(issues(createSchema(module).safeParse({ title: "a", status: "x", owner_name: "y", notes: "z", created_by: 1 }))).toEqual([
      ": These fields cannot be set here: status, owner_name, notes, created_by",
    ]);
    const misfits = modes({
      listFrom: undefined,
      fields: {
        ...fields,
        stamped: { kind: "datetime", label: "admin.field.createdAt" },
        by: { kind: "text", label: "admin.field.createdBy", mode: "creator" },
      },
    }) as TableModule;
    expect(checkModule(misfits)).toEqual(
      expect.arrayContaining([
        'computed field "owner_name" needs the module\'s listFrom, which computes it',
        'datetime field "stamped" is stamped, never typed: declare mode "readOnly" or "server"',
        'field "by" holds the creator\'s account id: it must be a number field',
      ]),
    );
  });
});

describe("registerModuleFiles (the client's import.meta.glob path)", () => {
  it("registers default exports and skips helpers", async () => {
    const { registerModuleFiles } = await import("../../admin-modules/index");
    const announcements = await import("../../admin-modules/modules/announcements");
    const helper = await import("../../admin-modules/modules/_content-submission");
    const registered = registerModuleFiles({
      "../../admin-modules/modules/announcements.ts": announcements,
      "../../admin-modules/modules/_content-submission.ts": helper,
    });
    expect(registered.map((m) => m.key)).toEqual(["announcements"]);
  });
});
