/** WordPress's home in the corpus's captured renders (wordpress-renders.json): links to it are the site's own. */
export const CORPUS_HOME = 'https://wordpress.invalid'
