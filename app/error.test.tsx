/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from './error';

describe('error page', () => {
  it('says in Norwegian that the page failed, "Prøv igjen" renders it again, and a link leads to the front page', () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Siden kunne ikke vises.');
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
