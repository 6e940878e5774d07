import {
  Award,
  HeartHandshake,
  Leaf,
  type LucideIcon,
  Scissors,
  Snowflake,
  Users,
} from 'lucide-react'

export interface Value {
  title: string
  text: string
  icon: LucideIcon
}

/** The six values of the About page (docs/product-rules.md §2). */
export const values: readonly Value[] = [
  {
    title: 'Quality First',
    text: 'Only premium cuts pass our counter: well-marbled beef, fresh pork and poultry, and seafood caught the same week.',
    icon: Award,
  },
  {
    title: 'Expert Craftsmanship',
    text: 'Our butchers trim and portion every order by hand, exactly the way you would ask for it in the shop.',
    icon: Scissors,
  },
  {
    title: 'Guaranteed Freshness',
    text: 'An unbroken cold chain from our chillers to your door keeps every cut as fresh as the day it was cut.',
    icon: Snowflake,
  },
  {
    title: 'Responsible Sourcing',
    text: 'We buy from farms and fisheries in Batangas, Laguna and Bohol that raise and catch with care.',
    icon: Leaf,
  },
  {
    title: 'Honest Service',
    text: 'Fair prices per kilo, clear weights and a team that answers when you call, before and after you order.',
    icon: HeartHandshake,
  },
  {
    title: 'Community Roots',
    text: 'We started as a neighbourhood stall and still know many of our customers and suppliers by name.',
    icon: Users,
  },
]

export interface TeamMember {
  name: string
  role: string
  bio: string
  initials: string
}

export const team: readonly TeamMember[] = [
  {
    name: 'Ramon Dela Cruz',
    role: 'Founder & Master Butcher',
    bio: 'Learned the trade at his father’s stall and has cut meat for Manila families for over 25 years.',
    initials: 'RD',
  },
  {
    name: 'Liza Santos',
    role: 'Head of Quality & Sourcing',
    bio: 'Visits every partner farm and fishery, and signs off on each delivery that reaches our chillers.',
    initials: 'LS',
  },
  {
    name: 'Paolo Reyes',
    role: 'Customer Experience Manager',
    bio: 'Leads the team that plans deliveries and answers your questions about cuts, orders and recipes.',
    initials: 'PR',
  },
]
