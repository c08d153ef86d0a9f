/**
 * The only shapes public procedures return. Each picks fields by name, so a new column (or a child's
 * e-mail, a reviewer, a submitter) never leaks out by accident. A test checks these against an allow-list.
 */
import type { Row, TableName } from "../../db/types";
import { slugWithId } from "../../admin-modules/domain/slug";
import type { Fallback } from "./translations";

/** A row as read for the reader (server/services/translations.ts): texts in their language, or marked. */
type Read<T extends TableName> = Row<T> & { fallback?: Fallback; source?: Row<T> };

/** One address per item in every language: the slug comes from the original title. */
const slugOf = (row: { id: number; title: string; source?: { title: string } }) => slugWithId((row.source ?? row).title, row.id);

export const parseJsonList = (value: string | null): string[] => {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

export const parseJsonObject = <T extends object>(value: string | null): T | null => {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as T) : null;
  } catch {
    return null;
  }
};

export function publicHub(row: Read<"hubs">) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon_name: row.icon_name,
    color: row.color,
    text_color: row.text_color,
    button_color: row.button_color,
    path: row.path,
    fallback: row.fallback ?? null,
  };
}

export function publicResource(row: Read<"resources">) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    age_group: row.age_group,
    file_type: row.file_type,
    has_file: Boolean(row.file_path || row.file_url),
    pages: row.pages,
    download_count: row.download_count,
    organization_name: row.organization_name,
    tags: parseJsonList(row.tags),
    language: row.language,
    fallback: row.fallback ?? null,
    created_at: row.created_at,
  };
}

export function publicCourse(row: Read<"courses">) {
  return {
    id: row.id,
    slug: slugOf(row),
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    rating: row.rating,
    thumbnail: row.thumbnail,
    instructor_name: row.instructor_name,
    duration: row.duration,
    lessons_count: row.lessons_count,
    enrolled_count: row.enrolled_count,
    age_group: row.age_group,
    badges: parseJsonList(row.badges),
    price_type: row.price_type,
    price_amount: row.price_amount,
    language: row.language,
    fallback: row.fallback ?? null,
  };
}

export function publicMedia(row: Row<"media_submissions">) {
  return {
    id: row.id,
    slug: slugWithId(row.title, row.id),
    title: row.title,
    description: row.description,
    type: row.type,
    content: row.content,
    thumbnail: row.thumbnail,
    media_url: row.media_url,
    age_group: row.age_group,
    author_name: row.author_name,
    author_age: row.author_age,
    likes: row.likes,
    views: row.views,
    comments_count: row.comments_count,
    rating: row.rating,
    language: row.language,
    published_at: row.published_at,
  };
}

export function publicEvent(row: Read<"events">) {
  const contact = { phone: row.contact_phone, email: row.contact_email, website: row.contact_website };
  return {
    id: row.id,
    slug: slugOf(row),
    title: row.title,
    description: row.description,
    type: row.type,
    event_date: row.event_date,
    start_time: row.start_time,
    end_time: row.end_time,
    location: row.location,
    district: row.district,
    capacity: row.capacity,
    registered_count: row.registered_count,
    age_group: row.age_group,
    price_type: row.price_type,
    price_amount: row.price_amount,
    price_currency: row.price_currency,
    organizer_name: row.organizer_name,
    thumbnail: row.thumbnail,
    featured: row.featured === 1,
    tags: parseJsonList(row.tags),
    status: row.status,
    language: row.language,
    fallback: row.fallback ?? null,
    // The organiser's published contact details (an organisation's, never a child's).
    contact_info: contact.phone || contact.email || contact.website ? contact : null,
  };
}

export function publicEmergencyContact(row: Read<"emergency_contacts">) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    description: row.description,
    availability: row.availability,
    category: row.category,
    superhero_name: row.superhero_name,
    superhero_emoji: row.superhero_emoji,
    icon_color: row.icon_color,
    fallback: row.fallback ?? null,
  };
}

export function publicAnnouncement(row: Read<"announcements">) {
  return { id: row.id, title: row.title, content: row.content, priority: row.priority, created_at: row.created_at, fallback: row.fallback ?? null };
}

export type PublicHub = ReturnType<typeof publicHub>;
/** With the size of its uploaded file (services/file-size.ts) where the answer carries it. */
export type PublicResource = ReturnType<typeof publicResource> & { file_size?: number | null };
export type PublicCourse = ReturnType<typeof publicCourse>;
export type PublicMedia = ReturnType<typeof publicMedia>;
export type PublicEvent = ReturnType<typeof publicEvent>;
export type PublicEmergencyContact = ReturnType<typeof publicEmergencyContact>;
