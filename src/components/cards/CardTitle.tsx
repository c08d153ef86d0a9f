/** A card's title: `h2` where the cards are a page's main list (right under its h1), `h3` under a section's h2. */
import type { ReactNode } from "react";

export type CardHeadingLevel = 2 | 3;

export function CardTitle({ level = 3, children }: { level?: CardHeadingLevel; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return <Heading>{children}</Heading>;
}
