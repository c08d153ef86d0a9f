import { ComingSoonPage } from "../ComingSoonPage";

export function CourseDetailPage() {
  return <ComingSoonPage title="Course" />;
}
