<?php
/**
 * The site's rules, which the plugin never types itself: its languages, catalogs, page sizes, the
 * settings screens' fields, the social networks, the Image block's Decorative style and the
 * safe-URL and campaign-date checks. `npm run wp:blocks` writes them into site-rules.json from the
 * site's own modules (build/site-rules.ts); a change to the site's rule is a change here with no
 * PHP edit.
 */

defined( 'ABSPATH' ) || exit;

/** The site's rules (site-rules.json), read once a request. */
function site_blocks_api_rules() {
	static $rules = null;
	if ( null === $rules ) {
		$file = dirname( __DIR__ ) . '/site-rules.json';
		$text = is_readable( $file ) ? file_get_contents( $file ) : false;
		$read = false === $text ? null : json_decode( $text, true );
		if ( ! is_array( $read ) ) {
			throw new RuntimeException( 'site-blocks-api: ' . $file . ' is missing or not JSON; `npm run wp:blocks` writes it, and the plugin carries it.' );
		}
		$rules = $read;
	}
	return $rules;
}
