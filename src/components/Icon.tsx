/**
 * Icons named in the data (hubs, categories) mapped to components. An explicit map keeps the bundle to
 * the icons we use; an unknown name falls back to Package.
 */
import {
  BookOpen,
  Calendar,
  Camera,
  Code,
  Globe,
  Heart,
  Microscope,
  Music,
  Package,
  Palette,
  Scale,
  Shield,
  Star,
  Trophy,
  Users,
  Video,
  Wrench,
  Zap,
  type LucideProps,
} from "lucide-react";

const icons = {
  BookOpen,
  Calendar,
  Camera,
  Code,
  Globe,
  Heart,
  Microscope,
  Music,
  Package,
  Palette,
  Scale,
  Shield,
  Star,
  Trophy,
  Users,
  Video,
  Wrench,
  Zap,
};

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[name as IconName] ?? Package;
  return <Component aria-hidden="true" {...props} />;
}
