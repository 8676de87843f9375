/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { Availability } from '@/lib/schemas';
import { TicketStatus } from './ticket-status.client';

const SUFFIX = ' Leie av Storenhallen, torsdag 26. november kl. 20:00';

function renderStatus(rental: boolean) {
  const status = (availability: Availability) => (
    <TicketStatus
      availability={availability}
      ticketUrl="https://billett.example.no/leie-1"
      accessibleSuffix={SUFFIX}
      rental={rental}
    />
  );
  const view = render(status('available'));
  /** The runtime service's answer arriving: the list renders the row again with it. */
  return (availability: Availability) => view.rerender(status(availability));
}

describe('ticket status of a rental hour', () => {
  it('reads "Ledig" with a booking link while the hour is free', () => {
    renderStatus(true);
    expect(screen.getByText('Ledig')).toBeVisible();
    expect(screen.getByRole('link', { name: `Bestill${SUFFIX}` })).toHaveAttribute(
      'href',
      'https://billett.example.no/leie-1',
    );
    expect(screen.queryByText(/billett/i)).toBeNull();
  });

  it('reads "Opptatt" with no link once the runtime service reports the hour booked, never "Utsolgt"', () => {
    const answer = renderStatus(true);
    expect(screen.getByRole('link', { name: /^Bestill/ })).toBeVisible();
    answer('soldout');
    expect(screen.getByText('Opptatt')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body).not.toHaveTextContent('Utsolgt');
  });

  it('keeps tickets for a show: "Utsolgt" when sold out', () => {
    const answer = renderStatus(false);
    expect(screen.getByRole('link', { name: `Kjøp billett${SUFFIX}` })).toBeVisible();
    answer('soldout');
    expect(screen.getByText('Utsolgt', { selector: '.availability' })).toBeVisible();
  });
});
