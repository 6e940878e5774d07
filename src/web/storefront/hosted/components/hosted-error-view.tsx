import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../../../shared/paths'
import { buttonClasses } from '../../../ui/button-styles'
import { EmptyState } from '../../../ui/empty-state'

/** SPEC.md §8: 'Error loading product: {message}' with Go back to the home page. */
export function HostedErrorView({ message }: { message: string }) {
  return (
    <div role="alert">
      <EmptyState
        icon={CircleAlert}
        title={`Error loading product: ${message}`}
        headingLevel="h1"
        action={
          <Link to={paths.home} className={buttonClasses()}>
            Go back
          </Link>
        }
      />
    </div>
  )
}
