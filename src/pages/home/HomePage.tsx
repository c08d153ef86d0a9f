/**
 * The home page: one query returns every section, so the page costs one round trip. The skeleton shows
 * while it loads (no artificial wait). A failed load leaves each section in its empty or fallback state.
 */
import { trpc } from "../../trpc";
import { AnnouncementBanner } from "./AnnouncementBanner";
import { Hero } from "./Hero";
import { HomeSkeleton } from "./HomeSkeleton";
import { HubGrid } from "./HubGrid";
import { EventsSection, LearningSection, MediaSection, ResourcesSection, SuperHeroSection } from "./Sections";

export function HomePage() {
  const home = trpc.public.home.useQuery(undefined, { retry: 1 });
  if (home.isPending) return <HomeSkeleton />;
  if (home.error) console.error("Home page data could not be loaded:", home.error.message);
  const data = home.data;

  return (
    <>
      {data?.announcement && <AnnouncementBanner announcement={data.announcement} />}
      <Hero />
      <HubGrid hubs={data?.hubs ?? []} />
      <ResourcesSection items={data?.resources.items ?? []} activeCount={data?.resources.activeCount ?? 0} />
      <LearningSection courses={data?.courses ?? []} />
      <MediaSection items={data?.media.items ?? []} videoCount={data?.media.videoCount ?? 0} photoOrArtworkCount={data?.media.photoOrArtworkCount ?? 0} />
      <EventsSection items={data?.events.items ?? []} thisMonthCount={data?.events.thisMonthCount ?? 0} freePercent={data?.events.freePercent ?? 0} />
      <SuperHeroSection contacts={data ? data.emergencyContacts : null} />
    </>
  );
}
