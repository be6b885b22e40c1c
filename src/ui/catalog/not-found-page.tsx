import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'Page not found';

/** Any path the backend does not resolve. */
export function NotFoundPage() {
  return (
    <div className="not-found">
      <h1>We couldn't find that page.</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
