import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  pathname: string;
  standalone: boolean;
  children?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The address the error happened at: a navigation elsewhere shows that page again. */
  at: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed without an error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.pathname };
    return state.at === props.pathname ? null : { error: null, at: null };
  }

  override render() {
    return this.state.error !== null ? <RouteErrorPage error={this.state.error} standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * What a page (or, `standalone`, the layout around it) that fails while loading or showing is replaced by: the
 * site's error page, until the visitor goes to another address.
 */
export function RouteErrorBoundary({ standalone = false, children }: { standalone?: boolean; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} standalone={standalone}>
      {children}
    </Boundary>
  );
}
