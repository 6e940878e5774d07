import {
  Boxes,
  ChefHat,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Receipt,
  Settings,
  Tag,
  Truck,
  Users,
} from 'lucide-react'
import { paths } from '#shared/paths.ts'
import type { AdminSection } from '#shared/roles.ts'

interface SectionInfo {
  to: string
  icon: LucideIcon
}

/** Where each section's link goes and its icon; its title is adminSectionTitles'. */
export const sectionInfo: Record<AdminSection, SectionInfo> = {
  dashboard: { to: paths.admin.root, icon: LayoutDashboard },
  products: { to: paths.admin.products, icon: Package },
  bundles: { to: paths.admin.bundles, icon: Boxes },
  recipes: { to: paths.admin.recipes, icon: ChefHat },
  promos: { to: paths.admin.promos, icon: Tag },
  orders: { to: paths.admin.orders, icon: Receipt },
  deliveries: { to: paths.admin.deliveries, icon: Truck },
  subscribers: { to: paths.admin.subscribers, icon: Mail },
  users: { to: paths.admin.users, icon: Users },
  settings: { to: paths.admin.settings, icon: Settings },
  messages: { to: paths.admin.messages, icon: Inbox },
}
