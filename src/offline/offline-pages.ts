/**
 * What is needed only without a connection, on the Saved tab or when saving: one lazy chunk (see
 * lazy-offline-pages.tsx), fetched right after the first load so the service worker keeps it.
 */
export { OfflinePage } from "../pages/OfflinePage";
export { SavedResources } from "../pages/resources/SavedResources";
export { keepCourse, markLessonDoneOffline, readCourse, sendQueuedLessons } from "./offline-lessons";
export { saveResource } from "./saved-resources-actions";
export { sendQueuedAnswers } from "./answer-queue";
