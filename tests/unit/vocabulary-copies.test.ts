/**
 * One place per rule (issue #32): db/ imports nothing outside db/, so the first migration's CHECK lists and
 * the scale seed's lists are copies of the vocabulary (admin-modules/domain/vocabulary.ts). This proves
 * every copy says what the vocabulary says, so a change to one that forgets another fails here.
 */
import { describe, expect, it } from "vitest";
import * as vocabulary from "../../admin-modules/domain/vocabulary";
import { DISTRICTS as MIGRATION_DISTRICTS } from "../../db/migrations/0001_initial";
import * as scale from "../../db/seed/scale";

describe("the copies of the vocabulary in db/", () => {
  it("the districts of the first migration's CHECK are the vocabulary's 25", () => {
    expect(MIGRATION_DISTRICTS).toEqual([...vocabulary.DISTRICTS]);
    expect(MIGRATION_DISTRICTS).toHaveLength(25);
  });

  it("the scale seed's lists are the vocabulary's", () => {
    expect(scale.EVENT_TYPES).toEqual([...vocabulary.EVENT_TYPES]);
    expect(scale.MEDIA_TYPES).toEqual([...vocabulary.MEDIA_TYPES]);
    expect(scale.AGE_GROUPS).toEqual([...vocabulary.SUBMISSION_AGE_GROUPS]);
    expect(scale.CONTENT_TYPES).toEqual([...vocabulary.CONTENT_TYPES]);
    expect(scale.LEVELS).toEqual([...vocabulary.COURSE_LEVELS]);
    expect(scale.COURSE_CATEGORIES).toEqual([...vocabulary.COURSE_CATEGORIES]);
  });
});
