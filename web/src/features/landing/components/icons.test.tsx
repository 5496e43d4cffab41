import * as publicIcons from '@/components/public-icons'
import { describeLucideParity } from '@/test/lucide-parity'
import * as landingIcons from './icons'

// landing.html's first paint is compared with the page in landing-static.test.
describeLucideParity('the landing', landingIcons)
describeLucideParity('the public layout', publicIcons)
