/**
 * Icons named by the registry (module icons, card icons, hub and category icons) mapped to components.
 * An explicit map keeps the admin chunk to the icons we use; an unknown name falls back to Package.
 */
import {
  ArrowDown, ArrowUp, BookOpen, Calendar, CalendarDays, Camera, CheckCircle, ChevronLeft, ChevronRight, ClipboardCheck,
  ClipboardList, Clock, Code, Download, Eye, FileText, Flag, FolderTree, Globe, GraduationCap, Hash, Heart, Image,
  LayoutDashboard, LayoutGrid, LogOut, Megaphone, Menu, Microscope, Music, Package, Palette, PanelLeft, Pencil, Phone,
  Plus, Power, Scale, Search, Settings, Shield, Star, Tag, Trash2, TrendingUp, Trophy, Upload, Users, Video, Wrench,
  X, XCircle, Zap, type LucideProps,
} from "lucide-react";

const icons = {
  ArrowDown, ArrowUp, BookOpen, Calendar, CalendarDays, Camera, CheckCircle, ChevronLeft, ChevronRight, ClipboardCheck,
  ClipboardList, Clock, Code, Download, Eye, FileText, Flag, FolderTree, Globe, GraduationCap, Hash, Heart, Image,
  LayoutDashboard, LayoutGrid, LogOut, Megaphone, Menu, Microscope, Music, Package, Palette, PanelLeft, Pencil, Phone,
  Plus, Power, Scale, Search, Settings, Shield, Star, Tag, Trash2, TrendingUp, Trophy, Upload, Users, Video, Wrench,
  X, XCircle, Zap,
};

export type AdminIconName = keyof typeof icons;

export function AdminIcon({ name, size = 18, ...props }: { name: string } & LucideProps) {
  const Component = icons[name as AdminIconName] ?? Package;
  return <Component aria-hidden="true" size={size} {...props} />;
}
