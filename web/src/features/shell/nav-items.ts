import {
  CalendarCheck,
  CalendarClock,
  CloudRain,
  FileText,
  Gift,
  HeartHandshake,
  History,
  Images,
  LayoutDashboard,
  MessagesSquare,
  PiggyBank,
  Plane,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

/**
 * feature: the plan gate of the whole screen; the menu shows a lock on it when the couple's
 * plan lacks it (the catalogue says which plan has it).
 */
export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; feature?: string }

/** The side menu of the app shell, in the spec's order (part 1 §2, App shell). */
export const navItems: readonly NavItem[] = [
  { to: '/app', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/app/planning', label: 'Planejamento', icon: CalendarCheck },
  { to: '/app/budget', label: 'Orçamento', icon: Wallet },
  { to: '/app/guests', label: 'Convidados', icon: Users },
  { to: '/app/honeymoon', label: 'Lua de Mel', icon: Plane, feature: 'honeymoon_planner' },
  { to: '/app/gallery', label: 'Galeria', icon: Images },
  { to: '/app/contracts', label: 'Contratos', icon: FileText },
  { to: '/app/godparents', label: 'Padrinhos', icon: HeartHandshake },
  { to: '/app/gifts', label: 'Presentes', icon: Gift },
]

/**
 * Screens of part 2 that the spec's menu leaves out; without these links a couple could only
 * reach them by typing the address. Kept in a second menu so the spec's menu stays as written.
 */
export const moreNavItems: readonly NavItem[] = [
  { to: '/app/financial-control', label: 'Controle Financeiro', icon: PiggyBank },
  { to: '/app/events', label: 'Eventos Avançados', icon: CalendarClock },
  { to: '/app/activity', label: 'Atividade', icon: History },
  { to: '/app/forum', label: 'Comunidade', icon: MessagesSquare },
  { to: '/app/weather-alert', label: 'Alerta de Chuva', icon: CloudRain, feature: 'weather_alerts' },
]
