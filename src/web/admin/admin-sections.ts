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
import { type AdminSection, adminSections } from '#shared/roles.ts'

/** Sections reached as /admin/{section}; the dashboard is the /admin index instead. */
export type ManagedSection = Exclude<AdminSection, 'dashboard'>

interface SectionInfo {
  title: string
  to: string
  icon: LucideIcon
}

export const sectionInfo: Record<AdminSection, SectionInfo> = {
  dashboard: { title: 'Dashboard', to: paths.admin.root, icon: LayoutDashboard },
  products: { title: 'Products', to: paths.admin.products, icon: Package },
  bundles: { title: 'Bundles', to: paths.admin.bundles, icon: Boxes },
  recipes: { title: 'Recipes', to: paths.admin.recipes, icon: ChefHat },
  promos: { title: 'Promos', to: paths.admin.promos, icon: Tag },
  orders: { title: 'Orders', to: paths.admin.orders, icon: Receipt },
  deliveries: { title: 'Deliveries', to: paths.admin.deliveries, icon: Truck },
  subscribers: { title: 'Subscribers', to: paths.admin.subscribers, icon: Mail },
  users: { title: 'Users', to: paths.admin.users, icon: Users },
  settings: { title: 'Settings', to: paths.admin.settings, icon: Settings },
  messages: { title: 'Messages', to: paths.admin.messages, icon: Inbox },
}

/** The section named by a `:section` route parameter, or null when there is no such page. */
export function toManagedSection(value: string | undefined): ManagedSection | null {
  const found = adminSections.find((s) => s === value)
  return found && found !== 'dashboard' ? found : null
}
