<?php
/**
 * The site checks in the post editor (built from src/site-checks.tsx): a "Site checks" panel in the
 * document settings and one in the pre-publish panel, showing what the site finds on the page it
 * renders from the unsaved item (`/api/checks/page`, with the live preview's access:
 * site/v1/page-preview-access, includes/live-preview.php). They never block publishing.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_SITE_CHECKS_HANDLE = 'site-checks';

add_action( 'init', function () {
	site_blocks_api_register_script( SITE_BLOCKS_API_SITE_CHECKS_HANDLE, 'site-checks' );
} );

// In the post editor of the site's types, when the site is connected.
add_action( 'enqueue_block_editor_assets', function () {
	if ( ! site_blocks_api_in_connected_post_editor() ) {
		return;
	}
	wp_enqueue_script( SITE_BLOCKS_API_SITE_CHECKS_HANDLE );
	wp_enqueue_style( SITE_BLOCKS_API_SITE_CHECKS_HANDLE );
	wp_add_inline_script( SITE_BLOCKS_API_SITE_CHECKS_HANDLE, 'window.siteChecks = ' . wp_json_encode( array( 'languageMeta' => SITE_BLOCKS_API_LANG_META ) ) . ';', 'before' );
} );
