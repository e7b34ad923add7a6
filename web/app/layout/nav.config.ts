import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  BookOpen,
  CalendarDays,
  LayoutDashboard,
  MessageCircleQuestion,
  MessageSquare,
  Settings,
  Users,
} from 'lucide-react';

export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
  /** A count shown beside the label (the sidebar reads it; undefined or 0 shows nothing). */
  badge?: 'unanswered';
}

/**
 * Sidebar entries in the order the spec lists them (docs/product-spec.md). They are also the signed-in
 * routes: router.tsx gives each path its page.
 */
export const NAV_ITEMS = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'Knowledge Library', path: '/knowledge-library', icon: BookOpen },
  { label: 'Calendar Management', path: '/calendar', icon: CalendarDays },
  { label: 'Parents Management', path: '/parents', icon: Users },
  { label: 'Analytics', path: '/analytics', icon: BarChart3 },
  { label: 'Unanswered', path: '/unanswered', icon: MessageCircleQuestion, badge: 'unanswered' },
  { label: 'Chat', path: '/chat', icon: MessageSquare },
  { label: 'Settings', path: '/settings', icon: Settings },
] as const satisfies readonly NavItem[];

/** The path of a sidebar entry; typed, so the router cannot miss or invent a page. */
export type NavPath = (typeof NAV_ITEMS)[number]['path'];
