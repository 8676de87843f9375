/** The offline page (app/frakoblet): precached, and the answer to a page neither online nor cached. */
export const OFFLINE_PATH = '/frakoblet';
