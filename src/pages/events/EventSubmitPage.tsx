import { ComingSoonPage } from "../ComingSoonPage";

export function EventSubmitPage() {
  return <ComingSoonPage title="Submit Event" />;
}
