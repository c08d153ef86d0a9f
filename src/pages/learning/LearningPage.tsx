import { ComingSoonPage } from "../ComingSoonPage";

export function LearningPage() {
  return <ComingSoonPage title="Learning" />;
}
