/** @jest-environment jsdom */
import { fireEvent, render, waitFor } from '@testing-library/react';
import { AnalyticsListener } from './analytics-listener.client';
import { analyticsItemAttributes, type AnalyticsItem } from './analytics-item';
import { updateConsentMode } from './gtag';
import { dataLayerCommands, resetBrowser } from './test-helpers';
import { ViewItem } from './view-item';

const film: AnalyticsItem = {
  id: 'prod-1',
  name: 'Dune',
  brand: 'Kulturhuset',
  listName: 'Film',
  category: 'Film',
};
const ticket: AnalyticsItem = { ...film, id: 'ev-1', listName: 'Billetter', variant: 'ev-1' };

function Page({ enabled }: { enabled: boolean }) {
  return (
    <>
      <ViewItem item={film} />
      <a {...analyticsItemAttributes(ticket)} href="#billett">
        Kjøp billett <span>til Dune</span>
      </a>
      <AnalyticsListener enabled={enabled} />
    </>
  );
}

const events = () => dataLayerCommands().filter((command) => command[0] === 'event');

beforeEach(() => {
  resetBrowser();
  updateConsentMode({ statistics: true, marketing: false });
});

describe('analytics listener', () => {
  // The event code loads on demand (analytics-send.ts): wait for what it sends.
  it('sends view_item for the view mark and select_content for a click inside a buy link', async () => {
    const { getByText } = render(<Page enabled />);
    fireEvent.click(getByText('til Dune'));
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(events()).toEqual([
      ['event', 'view_item', { items: [expect.objectContaining({ ...film, item_id: 'prod-1' })] }],
      [
        'event',
        'select_content',
        {
          content_type: 'product',
          content_id: 'ev-1',
          items: [expect.objectContaining({ ...ticket, item_variant: 'ev-1' })],
        },
      ],
    ]);
  });

  it('sends nothing without statistics consent', async () => {
    const { getByText } = render(<Page enabled={false} />);
    fireEvent.click(getByText('til Dune'));
    // Proves an absence, as above.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events()).toEqual([]);
  });

  it('stops sending when consent is withdrawn', async () => {
    const { getByText, rerender } = render(<Page enabled />);
    await waitFor(() => expect(events().map((command) => command[1])).toEqual(['view_item']));
    rerender(<Page enabled={false} />);
    fireEvent.click(getByText('til Dune'));
    // Proves an absence: a click the listener still took would be sent once the loaded module's promise settles.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events().map((command) => command[1])).toEqual(['view_item']);
  });
});
