/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { availabilityReceived } from '@/store/events/events-slice';
import { makeStore } from '@/store/make-store';
import { TicketStatus } from './ticket-status.client';

const SUFFIX = ' Leie av Storenhallen, torsdag 26. november kl. 20:00';

function renderStatus(rental: boolean) {
  const store = makeStore({ runtimeUrl: 'http://127.0.0.1:9/runtime', site: 'kulturhuset' });
  render(
    <Provider store={store}>
      <TicketStatus
        eventId="leie-1"
        initial="available"
        ticketUrl="https://billett.example.no/leie-1"
        accessibleSuffix={SUFFIX}
        rental={rental}
      />
    </Provider>,
  );
  return store;
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
    const store = renderStatus(true);
    expect(screen.getByRole('link', { name: /^Bestill/ })).toBeVisible();
    act(() => {
      store.dispatch(availabilityReceived([{ id: 'leie-1', availability: 'soldout' }]));
    });
    expect(screen.getByText('Opptatt')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body).not.toHaveTextContent('Utsolgt');
  });

  it('keeps tickets for a show: "Utsolgt" when sold out', () => {
    const store = renderStatus(false);
    expect(screen.getByRole('link', { name: `Kjøp billett${SUFFIX}` })).toBeVisible();
    act(() => {
      store.dispatch(availabilityReceived([{ id: 'leie-1', availability: 'soldout' }]));
    });
    expect(screen.getByText('Utsolgt', { selector: '.availability' })).toBeVisible();
  });
});
