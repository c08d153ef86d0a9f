import { ComingSoonPage } from "../ComingSoonPage";

export function TermsPage() {
  return <ComingSoonPage title="Terms of Use" />;
}
