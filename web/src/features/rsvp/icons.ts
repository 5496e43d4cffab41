import { svgIcon } from '@/components/svg-icon'

// The guests' RSVP page's icons (rsvp-guest-page.tsx), lucide-react 1.75.0's data (ISC licence) as
// plain components (issue 16: the page loaded lucide's runtime and one file per icon, nine
// requests a phone waited for beside the invitation's own); see svg-icon.tsx. MapPin repeats
// @/components/public-icons' on purpose: importing it from there makes that module a file of its
// own, which the landing and /payment would then fetch too, and this page would take its three
// other icons.
export const CalendarDays = svgIcon('lucide lucide-calendar-days', [['path', { d: 'M8 2v3' }], ['path', { d: 'M16 2v3' }], ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'M8 13h.01' }], ['path', { d: 'M12 13h.01' }], ['path', { d: 'M16 13h.01' }], ['path', { d: 'M8 17h.01' }], ['path', { d: 'M12 17h.01' }], ['path', { d: 'M16 17h.01' }]])
export const CalendarPlus = svgIcon('lucide lucide-calendar-plus', [['path', { d: 'M16 18h6' }], ['path', { d: 'M16 2v3' }], ['path', { d: 'M19 15v6' }], ['path', { d: 'M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'M8 2v3' }]])
export const Check = svgIcon('lucide lucide-check', [['path', { d: 'M20 6 9 17l-5-5' }]])
export const Church = svgIcon('lucide lucide-church', [['path', { d: 'M10 9h4' }], ['path', { d: 'M12 7v5' }], ['path', { d: 'M14 21v-3a2 2 0 0 0-4 0v3' }], ['path', { d: 'm18 9 3.52 2.147a1 1 0 0 1 .48.854V19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6.999a1 1 0 0 1 .48-.854L6 9' }], ['path', { d: 'M6 21V7a1 1 0 0 1 .376-.782l5-3.999a1 1 0 0 1 1.249.001l5 4A1 1 0 0 1 18 7v14' }]])
export const Heart = svgIcon('lucide lucide-heart', [['path', { d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5' }]])
export const Landmark = svgIcon('lucide lucide-landmark', [['path', { d: 'M10 18v-7' }], ['path', { d: 'M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z' }], ['path', { d: 'M14 18v-7' }], ['path', { d: 'M18 18v-7' }], ['path', { d: 'M3 22h18' }], ['path', { d: 'M6 18v-7' }]])
export const LoaderCircle = svgIcon('lucide lucide-loader-circle lucide-loader-2', [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]])
export const MapPin = svgIcon('lucide lucide-map-pin', [['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }], ['circle', { cx: '12', cy: '10', r: '3' }]])
export const X = svgIcon('lucide lucide-x', [['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]])
