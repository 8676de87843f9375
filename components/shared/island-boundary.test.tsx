/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { IslandBoundary } from './island-boundary.client';

let failing = true;
function Island() {
  if (failing) throw new Error('the island broke');
  return <p>Øya virker</p>;
}

beforeEach(() => {
  failing = true;
  // React reports a caught error on the console; the test asserts the page, not the log.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('IslandBoundary', () => {
  it('replaces only the failing island with a Norwegian message, and "Prøv igjen" renders it again', () => {
    render(
      <>
        <p>Resten av siden</p>
        <IslandBoundary name="test">
          <Island />
        </IslandBoundary>
      </>,
    );
    expect(screen.getByText('Resten av siden')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Denne delen av siden kunne ikke vises.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(screen.getByText('Øya virker')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a silent island out without a message', () => {
    render(
      <IslandBoundary name="clock" silent>
        <Island />
      </IslandBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes no island fail outside a test build, whatever the query says', () => {
    failing = false;
    window.history.replaceState(null, '', '/?island-fault=test');
    render(
      <IslandBoundary name="test">
        <Island />
      </IslandBoundary>,
    );
    expect(screen.getByText('Øya virker')).toBeVisible();
    document.body.setAttribute('data-island-fault-test', '');
    render(
      <IslandBoundary name="test">
        <Island />
      </IslandBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Denne delen av siden kunne ikke vises.');
    document.body.removeAttribute('data-island-fault-test');
  });
});
