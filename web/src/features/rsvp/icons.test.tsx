import { describeLucideParity } from '@/test/lucide-parity'
import * as icons from './icons'

describeLucideParity('the RSVP page', icons)
