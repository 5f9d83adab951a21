/**
 * When the browser hydrates an island (hydrate-islands.ts), written on it as `data-hydrate`:
 * - `visible`: when it comes near the screen, or is used before;
 * - `interaction`: when the visitor points at, touches or focuses it (a click meanwhile is replayed);
 * - `activity`: on the visitor's first scroll, pointer move, touch or key, on a page shown (popups
 *   that render nothing first).
 */
export const HYDRATE_MODES = ['visible', 'interaction', 'activity'] as const

export type HydrateWhen = (typeof HYDRATE_MODES)[number]
