import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import {
  companionFilterOptions,
  statusFilterOptions,
  type CompanionFilter,
  type GuestFilters as Filters,
  type StatusFilter,
} from '../utils/filter'

type GuestFiltersProps = { value: Filters; onChange: (next: Filters) => void }

export function GuestFilters({ value, onChange }: GuestFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5">
        <Label id="guest-filter-status-label" className="text-xs text-muted-foreground">
          Filtrar por status
        </Label>
        <Select value={value.status} onValueChange={(status) => onChange({ ...value, status: status as StatusFilter })}>
          <SelectTrigger aria-labelledby="guest-filter-status-label" className="sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statusFilterOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label id="guest-filter-companion-label" className="text-xs text-muted-foreground">
          Filtrar por acompanhante
        </Label>
        <Select
          value={value.companion}
          onValueChange={(companion) => onChange({ ...value, companion: companion as CompanionFilter })}
        >
          <SelectTrigger aria-labelledby="guest-filter-companion-label" className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {companionFilterOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  )
}
