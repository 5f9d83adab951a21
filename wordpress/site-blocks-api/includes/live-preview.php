<?php
/**
 * The live page preview in the post editor (built from src/site-live-preview.tsx): beside the
 * canvas, the site renders the unsaved item through its real templates. The editor posts the
 * item's state to the site itself (`/api/preview/page`) with an access signed here for that item
 * and the user editing it; the site reads the item from WordPress with that state over it
 * (site/v1/preview/{post}/live, includes/preview.php).
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_LIVE_PREVIEW_HANDLE = 'site-live-preview';

add_action( 'init', function () {
	site_blocks_api_register_script( SITE_BLOCKS_API_LIVE_PREVIEW_HANDLE, 'site-live-preview' );
} );

// In the post editor of the site's types, when the site is connected.
add_action( 'enqueue_block_editor_assets', function () {
	if ( ! site_blocks_api_in_connected_post_editor() ) {
		return;
	}
	wp_enqueue_script( SITE_BLOCKS_API_LIVE_PREVIEW_HANDLE );
	wp_enqueue_style( SITE_BLOCKS_API_LIVE_PREVIEW_HANDLE );
	$origin = wp_parse_url( site_blocks_api_site_url() );
	$origin = $origin['scheme'] . '://' . $origin['host'] . ( isset( $origin['port'] ) ? ':' . $origin['port'] : '' );
	// The campaign's zone (site-rules.json) and its offset now: the preview's moment is entered in it.
	$zone = array( 'name' => SITE_BLOCKS_API_CAMPAIGN_ZONE, 'offset' => ( new DateTime( 'now', new DateTimeZone( SITE_BLOCKS_API_CAMPAIGN_ZONE ) ) )->format( 'P' ) );
	wp_add_inline_script( SITE_BLOCKS_API_LIVE_PREVIEW_HANDLE, 'window.siteLivePreview = ' . wp_json_encode( array( 'siteOrigin' => $origin, 'languageMeta' => SITE_BLOCKS_API_LANG_META, 'campaignZone' => $zone ) ) . ';', 'before' );
} );

add_action( 'rest_api_init', function () {
	/*
	 * The live page preview's access: a token for one item and one user who may edit it (the site
	 * renders that item alone with it, and counts its previews per user), good for an hour.
	 */
	register_rest_route( 'site/v1', '/page-preview-access', array(
		'methods'             => 'GET',
		'permission_callback' => function ( WP_REST_Request $request ) {
			return current_user_can( 'edit_post', (int) $request->get_param( 'post' ) );
		},
		'args'                => array(
			'post' => array( 'type' => 'integer', 'required' => true, 'minimum' => 1 ),
		),
		'callback'            => function ( WP_REST_Request $request ) {
			$secret = site_blocks_api_setting( 'SITE_BLOCKS_PREVIEW_SECRET' );
			if ( '' === site_blocks_api_site_url() || '' === $secret ) {
				return new WP_Error( 'site_blocks_not_connected', 'The site is not connected: set SITE_BLOCKS_SITE_URL and the shared secrets in wp-config.php.', array( 'status' => 503 ) );
			}
			$post = get_post( (int) $request->get_param( 'post' ) );
			if ( ! $post || ! site_blocks_api_rest_base( $post->post_type ) ) {
				return new WP_Error( 'site_blocks_preview_not_found', 'The site does not render this kind of item.', array( 'status' => 404 ) );
			}
			$expires = time() + SITE_BLOCKS_API_BLOCK_PREVIEW_TTL;
			return rest_ensure_response( array(
				'url'     => site_blocks_api_site_url() . '/api/preview/page',
				'token'   => site_blocks_api_token( $secret, array(
					'use'  => 'page-preview',
					'post' => $post->ID,
					'user' => get_current_user_id(),
					'exp'  => $expires,
				) ),
				'expires' => $expires,
			) );
		},
	) );
} );
