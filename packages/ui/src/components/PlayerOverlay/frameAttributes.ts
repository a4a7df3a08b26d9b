/**
 * Sandbox of every third-party player frame (the overlay, the embed viewer,
 * the static-file pages): scripts and the player's own origin (storage, its
 * media requests) so third-party players run, presentation for casting; no
 * popups, no top navigation, no forms — what ad-heavy embeds abuse.
 */
export const PLAYER_SANDBOX = "allow-scripts allow-same-origin allow-presentation";
/** Features the embedded player may use. */
export const PLAYER_ALLOW = "autoplay; fullscreen; encrypted-media; picture-in-picture";
