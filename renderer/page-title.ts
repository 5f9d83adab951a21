/** A page's document title: its own, then the site's brand (as the logo shows it). */
export const pageTitle = (title: string) => `${title} | weDevs`
