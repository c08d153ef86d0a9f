import { ComingSoonPage } from "../ComingSoonPage";

export function FaqPage() {
  return <ComingSoonPage title="FAQ" />;
}
