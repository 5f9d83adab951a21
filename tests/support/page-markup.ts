/** A page's markup without its inline stylesheets (server/inline-styles.ts), which name every class the site has. */
export const withoutStyles = (html: string): string => html.replace(/<style>[\s\S]*?<\/style>/g, '')
