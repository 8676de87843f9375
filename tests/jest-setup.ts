import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait for what the user would see, not for a time: on a machine busy with
// other work a lazily loaded module (the QR code's) can take far longer than Testing Library's
// default 1 s, so the limit only catches a hang (issue 27).
configure({ asyncUtilTimeout: 30_000 });
