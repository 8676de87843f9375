import {
  eventsSlice,
  availabilityReceived,
  availabilityRequested,
  initialEventsState,
  availabilityFailed,
} from './events-slice';
import { selectLiveAvailability, selectRequestedEventIds } from './events-selectors';

const reduce = eventsSlice.reducer;

describe('events slice', () => {
  it('remembers requested ids once each', () => {
    const state = reduce(
      reduce(initialEventsState, availabilityRequested(['a', 'b'])),
      availabilityRequested(['b', 'c']),
    );
    expect(selectRequestedEventIds({ events: state })).toEqual(['a', 'b', 'c']);
  });

  it('merges received availability over what it had', () => {
    let state = reduce(
      initialEventsState,
      availabilityReceived([
        { id: 'a', availability: 'few' },
        { id: 'b', availability: 'available' },
      ]),
    );
    state = reduce(state, availabilityReceived([{ id: 'a', availability: 'soldout' }]));
    expect(selectLiveAvailability({ events: state }, 'a')).toBe('soldout');
    expect(selectLiveAvailability({ events: state }, 'b')).toBe('available');
    expect(selectLiveAvailability({ events: state }, 'c')).toBeUndefined();
  });

  it('changes nothing on failure', () => {
    const before = reduce(initialEventsState, availabilityRequested(['a']));
    expect(reduce(before, availabilityFailed({ ids: ['a'], message: 'x' }))).toBe(before);
  });
});
