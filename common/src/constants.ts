/** Business constants of spec section 9 (timing). */

/** Spec section 9: request timeout 1.5 billion ms (effectively none). */
export const REQUEST_TIMEOUT_MS = 1_500_000_000;

/** Spec section 9: error toasts stay 5 s. */
export const ERROR_TOAST_SECONDS = 5;

/** Spec section 9: reload 200 ms after the server logs the user out. */
export const LOGOUT_RELOAD_MS = 200;

/** Spec section 9: menu show timeout 200 ms. */
export const MENU_SHOW_TIMEOUT_MS = 200;
