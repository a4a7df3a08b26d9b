/**
 * The floating action (the site's 'Sevgili Modu' button) marks itself with
 * this attribute; toasts and the page make room for it, and an open phone
 * menu hides it (issue 17: it covered toasts, the page's last lines and the
 * menu's last item). Plain CSS (`:has`) so no component needs to know another.
 */
export const FLOATING_ACTION_ATTRIBUTE = "data-floating-action";
/**
 * `:root` rather than `html`: one class more specific, so a host page's own
 * two-class body padding (Storybook's layouts) cannot take the room away.
 */
export const FLOATING_ACTION_PRESENT = `:root:has([${FLOATING_ACTION_ATTRIBUTE}])`;
/** Set on the header while its phone menu is open. */
export const MENU_OPEN_ATTRIBUTE = "data-menu-open";
/**
 * Set on the full-screen player: over it the button would hide the player's
 * own controls (and the watch page shows the player from the server's HTML,
 * before any script could take the button away).
 */
export const PLAYER_OPEN_ATTRIBUTE = "data-player-overlay";
/**
 * Set on a page's own 'Sevgili Modu' button (a page with a player in it, such
 * as a static series page): from 1024 px that button stands in for the
 * floating one, which would cover the player (issue 31 item 5).
 */
export const PAGE_COUPLE_ACTION_ATTRIBUTE = "data-page-couple-action";
