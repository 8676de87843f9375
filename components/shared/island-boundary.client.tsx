'use client';

import { Component, useEffect, type ReactNode } from 'react';

/** The Norwegian error message of a failed island, or with `page` of a failed page; one component, so the error pages add little script. */
export function ErrorNotice({ page, reset }: { page?: boolean; reset: () => void }) {
  return (
    <div role="alert" className={page ? 'container error-page' : 'island-error'}>
      {page && <h1>Noe gikk galt</h1>}
      <p>
        {page
          ? 'Siden kunne ikke vises. Prøv igjen, eller gå til forsiden.'
          : 'Denne delen av siden kunne ikke vises.'}
      </p>
      <button type="button" onClick={reset}>
        Prøv igjen
      </button>
      {/* A full load of the front page: after an error the client router is not to be trusted. */}
      {page && (
        <a href="/" data-full-load="">
          Gå til forsiden
        </a>
      )}
    </div>
  );
}

interface IslandBoundaryProps {
  /** The island's name, e.g. `program-filters`: what the test build's `?island-fault=` names. */
  name: string;
  /** An island with nothing to show of its own (a clock, a registration) fails without a message. */
  silent?: boolean;
}

/** Test builds only (`ISLAND_FAULT_TEST=1`): the island named by `?island-fault=` throws, so a test can watch its boundary. */
function ForcedFault({ name }: { name: string }) {
  // React hands an error thrown in an effect to the nearest error boundary, as one thrown in render.
  useEffect(() => {
    if (
      document.body.hasAttribute('data-island-fault-test') &&
      new URLSearchParams(window.location.search).get('island-fault') === name
    )
      throw new Error(`island '${name}' was made to fail`);
  }, [name]);
  return null;
}

/** Replaces only a failed island by a Norwegian message; not Next's `catchError` (3 KB gzip more per page). */
export class IslandBoundary extends Component<
  IslandBoundaryProps & { children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { name, silent, children } = this.props;
    if (!this.state.failed) {
      return (
        <>
          <ForcedFault name={name} />
          {children}
        </>
      );
    }
    return silent ? null : <ErrorNotice reset={() => this.setState({ failed: false })} />;
  }
}
