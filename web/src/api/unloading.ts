/**
 * Whether this page is being left (a reload, a navigation away). The browser cancels the calls still under way
 * then: such a call has not failed, and nothing done while leaving may end the session.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the browser's page cache: the page is in use again.
  window.addEventListener('pageshow', () => (leaving = false));
}

export const pageLeaving = () => leaving;
