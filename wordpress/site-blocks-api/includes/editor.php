<?php
/**
 * The site's blocks in the block editor: every `blocks/{block}/block.json` (generated from the site's
 * block declarations, never edited by hand) is registered, with one editor script written against
 * the editor's globals (no JavaScript build), and a live preview drawn by the site itself.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_EDITOR_HANDLE = 'site-blocks-editor';

/** Every site block's metadata, as its block.json holds it, by the block's folder. */
function site_blocks_api_block_metadata() {
	static $metadata = null;
	if ( null === $metadata ) {
		$metadata = array();
		foreach ( glob( __DIR__ . '/../blocks/*/block.json' ) as $file ) {
			$metadata[ dirname( $file ) ] = json_decode( file_get_contents( $file ), true );
		}
	}
	return $metadata;
}

/*
 * No block directory: a block installed from WordPress.org would be one the site cannot render
 * (and the directory's search fails where WordPress may not reach the internet).
 */
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );

add_filter( 'block_categories_all', function ( $categories ) {
	$ours = json_decode( file_get_contents( __DIR__ . '/../blocks/categories.json' ), true );
	return array_merge( $ours, $categories );
} );

add_action( 'init', function () {
	wp_register_script(
		SITE_BLOCKS_API_EDITOR_HANDLE,
		plugins_url( 'editor/site-blocks-editor.js', __DIR__ ),
		array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-api-fetch', 'wp-data' ),
		filemtime( __DIR__ . '/../editor/site-blocks-editor.js' ),
		true
	);
	wp_register_style(
		SITE_BLOCKS_API_EDITOR_HANDLE,
		plugins_url( 'editor/site-blocks-editor.css', __DIR__ ),
		array(),
		filemtime( __DIR__ . '/../editor/site-blocks-editor.css' )
	);
	foreach ( array_keys( site_blocks_api_block_metadata() ) as $folder ) {
		register_block_type( $folder, array( 'editor_style' => SITE_BLOCKS_API_EDITOR_HANDLE ) );
	}
} );

/** The editor script's data: every block's metadata (attributes with their full schema). */
add_action( 'enqueue_block_editor_assets', function () {
	$data = array(
		'blocks'  => array_values( site_blocks_api_block_metadata() ),
		// Images the site serves itself (`/images/…`) are shown from it in the inspector too.
		'siteUrl' => site_blocks_api_site_url(),
	);
	wp_add_inline_script( SITE_BLOCKS_API_EDITOR_HANDLE, 'window.siteBlocksEditor = ' . wp_json_encode( $data ) . ';', 'before' );
} );

add_action( 'rest_api_init', function () {
	/*
	 * The editor's live preview: wp-admin posts a block here; WordPress asks the site to render it
	 * (signed with the preview secret, server to server) and answers the site's HTML and problems.
	 */
	register_rest_route( 'site/v1', '/block-preview', array(
		'methods'             => 'POST',
		'permission_callback' => function () {
			return current_user_can( 'edit_posts' );
		},
		'args'                => array(
			'name'       => array( 'type' => 'string', 'required' => true, 'pattern' => '^site/[a-z0-9-]+$' ),
			'attributes' => array( 'type' => 'object', 'required' => true ),
			'post'       => array( 'type' => 'integer', 'default' => 0 ),
		),
		'callback'            => function ( WP_REST_Request $request ) {
			$post = (int) $request->get_param( 'post' );
			$lang = $post ? site_blocks_api_lang( $post ) : SITE_BLOCKS_API_DEFAULT;
			// Decoded as objects, not arrays, so that `{}` stays `{}` on its way to the site (not `[]`).
			$sent = json_decode( $request->get_body() );
			$body = array(
				'name'       => $request->get_param( 'name' ),
				'attributes' => is_object( $sent ) && isset( $sent->attributes ) && is_object( $sent->attributes ) ? $sent->attributes : new stdClass(),
				'lang'       => $lang,
			);
			$response = site_blocks_api_post_to_site( '/api/preview/block', $body, site_blocks_api_setting( 'SITE_BLOCKS_PREVIEW_SECRET' ) );
			if ( is_wp_error( $response ) ) {
				return new WP_Error( 'site_blocks_preview_failed', 'The site could not be reached for a preview: ' . $response->get_error_message(), array( 'status' => 502 ) );
			}
			$status = wp_remote_retrieve_response_code( $response );
			$answer = json_decode( wp_remote_retrieve_body( $response ), true );
			if ( 200 !== $status || ! is_array( $answer ) ) {
				$error = is_array( $answer ) && isset( $answer['error'] ) ? $answer['error'] : 'it answered ' . $status;
				return new WP_Error( 'site_blocks_preview_failed', 'The site refused the preview: ' . $error, array( 'status' => 502 ) );
			}
			return rest_ensure_response( $answer );
		},
	) );
} );
