/**
 * Screening words (super_admin, issue #29): the staff-edited lists children's text is screened with on
 * submit (admin-modules/domain/screening-words.ts). A "personal" word (a school's or a place's name) is
 * pointed out to the child like a phone number; a safeguarding word (abuse, self-harm, bullying, danger)
 * marks the submission or report urgent and e-mails the safety address. A new or edited word counts from
 * the next submission. "Needs native review" marks words no native speaker has checked yet (the Sinhala
 * and Tamil words of the starting list, migration 0026).
 */
import { z } from "zod";
import { activeBulkActions, defineModule, deleteBulkAction, type Text } from "../registry";
import { m } from "../domain/i18n";
import { comparablePhrase, SCREENING_KINDS } from "../domain/screening-words";
import { TEXT_LANGUAGE_OPTIONS, languageOfText } from "../domain/vocabulary";

const SA = ["super_admin"] as const;

const phraseSchema = z
  .string({ error: () => m["admin.validation.required"]({ field: m["admin.screeningWords.phrase"]() }) })
  .trim()
  .max(200, { error: () => m["error.tooLong"]({ field: m["admin.screeningWords.phrase"]() }) })
  .refine((v) => comparablePhrase(v).length > 0, { error: () => m["admin.validation.required"]({ field: m["admin.screeningWords.phrase"]() }) });

export default defineModule({
  key: "screening-words",
  labels: { singular: "admin.screeningWords.singular", plural: "admin.screeningWords.plural" },
  icon: "ShieldAlert",
  path: "screening-words",
  // Reached from the dashboard (the spec's sidebar keeps its 14 entries).
  sidebar: null,
  access: { list: SA, create: SA, update: SA, delete: SA },
  table: "screening_words",
  defaultSort: [{ column: "created_at", direction: "desc" }],
  fields: {
    phrase: {
      kind: "text",
      label: "admin.screeningWords.phrase",
      required: true,
      schema: phraseSchema,
      maxLength: 200,
      list: true,
      searchable: true,
      sortable: true,
      widget: { help: "admin.screeningWords.phraseHelp" },
    },
    kind: {
      kind: "select",
      label: "admin.screeningWords.kind",
      options: SCREENING_KINDS.map((k) => ({ value: k, label: `admin.screeningWords.kind.${k}` as Text })),
      default: "personal",
      required: true,
      list: { render: "badge" },
      filterable: true,
    },
    language: {
      kind: "select",
      label: "admin.screeningWords.language",
      options: TEXT_LANGUAGE_OPTIONS,
      default: "en",
      list: { render: "badge" },
      filterable: true,
    },
    needs_review: {
      kind: "boolean",
      label: "admin.screeningWords.needsReview",
      default: false,
      // Yes or No (the "boolean" render reads Active/Inactive, which is the switch's wording).
      list: { hideOnMobile: true },
      filterable: true,
      widget: { help: "admin.screeningWords.needsReviewHelp" },
    },
    is_active: { kind: "boolean", label: "admin.field.active", default: true, list: { render: "boolean" }, filterable: true, widget: { control: "switch" } },
    created_by: { kind: "number", label: "admin.field.createdBy", mode: "creator" },
    created_at: { kind: "datetime", label: "admin.field.createdAt", mode: "readOnly", sortable: true },
  },
  // A word written in Sinhala or Tamil letters is of that language, whatever was chosen.
  compute: (values) => (typeof values.phrase === "string" && languageOfText(values.phrase) !== "en" ? { language: languageOfText(values.phrase) } : {}),
  titleColumn: "phrase",
  cards: [
    { key: "total", label: "admin.screeningWords.cardTotal", icon: "ShieldAlert", aggregate: "count" },
    { key: "review", label: "admin.screeningWords.cardNeedsReview", icon: "Languages", aggregate: "count", where: { needs_review: true } },
  ],
  actions: [
    { key: "edit", kind: "edit" },
    { key: "toggle", kind: "toggle", column: "is_active" },
    { key: "delete", kind: "delete", confirm: "admin.screeningWords.confirmDelete" },
  ],
  bulkActions: [...activeBulkActions(), deleteBulkAction()],
  emptyState: { title: "admin.screeningWords.empty", filtered: "admin.common.noMatches" },
  toasts: {
    created: "admin.screeningWords.created",
    updated: "admin.screeningWords.updated",
    deleted: "admin.screeningWords.deleted",
    activated: "admin.screeningWords.activated",
    deactivated: "admin.screeningWords.deactivated",
  },
});
