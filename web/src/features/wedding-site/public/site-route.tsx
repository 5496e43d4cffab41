import { useParams } from 'react-router'
import { PublicSite } from './public-site'

/** /casamento/:slug inside the app's router (dev server, client-side navigation). */
export function WeddingSiteRoute() {
  const { slug = '' } = useParams()
  return <PublicSite key={slug} slug={slug} />
}
