import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { buttonClasses } from '#web/ui/button-styles.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'

/** docs/product-rules.md §8: 'Error loading product: {message}' with Go back to the home page. */
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
