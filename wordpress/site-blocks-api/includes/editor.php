<?php
/**
 * The site's blocks in the block editor: every `blocks/{block}/block.json` (generated from the site's
 * block declarations, never edited by hand) is registered, with one editor script (built from
 * src/site-blocks-editor.tsx) and a live preview drawn by the site itself.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_EDITOR_HANDLE = 'site-blocks-editor';

/**
 * Every site block's metadata, as its block.json holds it, by the block's folder. Decoded to
 * objects, not arrays: an empty object (`{}`, an example's empty record) then stays one on its way
 * to the editor, where an empty array would fail the block's schema.
 */
function site_blocks_api_block_metadata() {
	static $metadata = null;
	if ( null === $metadata ) {
		$metadata = array();
		foreach ( glob( __DIR__ . '/../blocks/*/block.json' ) as $file ) {
			$metadata[ dirname( $file ) ] = json_decode( file_get_contents( $file ) );
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
	$built = site_blocks_api_register_script( SITE_BLOCKS_API_EDITOR_HANDLE, 'site-blocks-editor' );
	foreach ( array_keys( site_blocks_api_block_metadata() ) as $folder ) {
		register_block_type( $folder, $built ? array( 'editor_style' => SITE_BLOCKS_API_EDITOR_HANDLE ) : array() );
	}
} );

/*
 * The canvas looks like the site: the site's base layer and every block's stylesheet, moved under
 * the canvas (`.editor-styles-wrapper`), served by the site itself (its build writes
 * /editor-canvas.css), so that WordPress's own blocks show in the site's type, sizes and colours
 * and follow the site as soon as it is deployed. `enqueue_block_assets` puts it in the canvas's
 * iframe (WordPress 7.x) or in the editor's page (6.1); never on WordPress's own front end.
 */
add_action( 'enqueue_block_assets', function () {
	if ( is_admin() && '' !== site_blocks_api_site_url() ) {
		wp_enqueue_style( 'site-blocks-canvas', site_blocks_api_site_url() . '/editor-canvas.css', array(), null );
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

/** How long the editor's preview access lasts (the site refuses one signed for longer). */
const SITE_BLOCKS_API_BLOCK_PREVIEW_TTL = 3600;

add_action( 'rest_api_init', function () {
	/*
	 * The editor's live preview: the editor posts each block to the site itself, with this access (a
	 * token signed with the preview secret, good for an hour; the secret stays here). WordPress does
	 * not carry the preview: a PHP worker waiting on the site, while the site asks WordPress for the
	 * content the block shows, starved a small pool of workers until its calls timed out.
	 */
	register_rest_route( 'site/v1', '/block-preview-access', array(
		'methods'             => 'GET',
		'permission_callback' => function ( WP_REST_Request $request ) {
			$post = (int) $request->get_param( 'post' );
			return $post ? current_user_can( 'edit_post', $post ) : current_user_can( 'edit_posts' );
		},
		'args'                => array(
			'post' => array( 'type' => 'integer', 'default' => 0 ),
		),
		'callback'            => function ( WP_REST_Request $request ) {
			$secret = site_blocks_api_setting( 'SITE_BLOCKS_PREVIEW_SECRET' );
			if ( '' === site_blocks_api_site_url() || '' === $secret ) {
				return new WP_Error( 'site_blocks_not_connected', 'The site is not connected: set SITE_BLOCKS_SITE_URL and the shared secrets in wp-config.php.', array( 'status' => 503 ) );
			}
			$post    = (int) $request->get_param( 'post' );
			$expires = time() + SITE_BLOCKS_API_BLOCK_PREVIEW_TTL;
			return rest_ensure_response( array(
				'url'     => site_blocks_api_site_url() . '/api/preview/block',
				'token'   => site_blocks_api_token( $secret, array( 'use' => 'block-preview', 'exp' => $expires ) ),
				// The language of the post's page: blocks preview in it.
				'lang'    => $post ? site_blocks_api_lang( $post ) : SITE_BLOCKS_API_DEFAULT,
				'expires' => $expires,
			) );
		},
	) );
} );

/*
 * An image that only decorates says so with the Image block's Decorative style: its empty
 * alternative text is then meant (the site checks, server/site-checks/image-alt-check.ts, ask for
 * one on every other image, and name the style's class; site-rules.json gives its name).
 */
add_action( 'init', function () {
	register_block_style( 'core/image', array( 'name' => site_blocks_api_rules()['decorativeImageStyle']['name'], 'label' => __( 'Decorative', 'site-blocks-api' ) ) );
} );
