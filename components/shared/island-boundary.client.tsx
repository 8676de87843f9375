'use client';

import { Component, useSyncExternalStore, type ReactNode } from 'react';

interface IslandBoundaryProps {
  /** The island's name, e.g. `program-filters`: what the test build's `?island-fault=` names. */
  name: string;
  /** An island with nothing to show of its own (a clock, a registration) fails without a message. */
  silent?: boolean;
}

/**
 * A plain React error boundary rather than Next's `catchError`: that one (about 3 KB gzip more on
 * every page) also lets `redirect()`/`notFound()` through, which no client island calls.
 */
class Boundary extends Component<IslandBoundaryProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.silent) return null;
    return (
      <div role="alert" className="island-error">
        <p>Denne delen av siden kunne ikke vises.</p>
        <button type="button" onClick={() => this.setState({ failed: false })}>
          Prøv igjen
        </button>
      </div>
    );
  }
}

const noSubscription = () => () => {};
/** The island a test build's page asks to fail (`?island-fault=`), or null; read once the page has hydrated. */
const faultAsked = () => (document.body.hasAttribute('data-island-fault-test') ? new URLSearchParams(window.location.search).get('island-fault') : null);

/**
 * Test builds only (`ISLAND_FAULT_TEST=1` puts `data-island-fault-test` on `<body>`, app/layout.tsx):
 * the island named by the page's `?island-fault=` query throws on the client, so a test can watch
 * its boundary catch it. Renders nothing and never throws in any other build.
 */
function ForcedFault({ name }: { name: string }) {
  if (useSyncExternalStore(noSubscription, faultAsked, () => null) === name) throw new Error(`island '${name}' was made to fail (?island-fault=${name})`);
  return null;
}

/**
 * Error boundary around one client island: when the island throws while rendering, only the
 * island is replaced by a short Norwegian message with a "Prøv igjen" button (a re-render),
 * and the rest of the page, server-rendered or other islands, keeps working.
 */
export function IslandBoundary({ children, ...props }: IslandBoundaryProps & { children: ReactNode }) {
  return (
    <Boundary {...props}>
      <ForcedFault name={props.name} />
      {children}
    </Boundary>
  );
}
