import { ComingSoonPage } from "../ComingSoonPage";

export function MediaSubmitPage() {
  return <ComingSoonPage title="Share Your Creation" />;
}
