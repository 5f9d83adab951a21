<?php
/**
 * Draft preview on the site. WordPress's Preview button (and a preview of a published item's
 * autosave) opens the site's `/api/preview/?token=…`: a token signed with the preview secret, valid
 * for 10 minutes, naming the post and the revision to show. The site checks it, then reads that
 * revision here with its own server-side credentials (an application password) and renders it with
 * its normal templates.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_PREVIEW_TTL = 600;

/** The revision a preview shows now: the user's newer autosave, else the latest revision, else the post itself. */
function site_blocks_api_preview_revision( $post ) {
	$autosave = wp_get_post_autosave( $post->ID, get_current_user_id() );
	if ( $autosave && strtotime( $autosave->post_modified_gmt ) >= strtotime( $post->post_modified_gmt ) ) {
		return $autosave->ID;
	}
	$revisions = wp_get_post_revisions( $post->ID, array( 'numberposts' => 1, 'fields' => 'ids' ) );
	return $revisions ? (int) reset( $revisions ) : $post->ID;
}

/** The site's preview URL of a post, or null when the site is not connected or the type is not the site's. */
function site_blocks_api_preview_url( $post ) {
	$secret = site_blocks_api_setting( 'SITE_BLOCKS_PREVIEW_SECRET' );
	if ( ! $post || '' === $secret || '' === site_blocks_api_site_url() || ! site_blocks_api_rest_base( $post->post_type ) ) {
		return null;
	}
	$token = site_blocks_api_token( $secret, array(
		'post' => $post->ID,
		'rev'  => site_blocks_api_preview_revision( $post ),
		'exp'  => time() + SITE_BLOCKS_API_PREVIEW_TTL,
	) );
	return site_blocks_api_site_url() . '/api/preview/?token=' . rawurlencode( $token );
}

// The link the editor opens for an autosave of a published item.
add_filter( 'preview_post_link', function ( $link, $post ) {
	return site_blocks_api_preview_url( $post ) ?? $link;
}, 10, 2 );

// A draft's preview opens WordPress's own front end (`?p=…&preview=true`): send it on to the site.
// Not the editor's template look-up of a draft (`?page_id=…&_wp-find-template=true`, a JSON fetch
// WordPress answers itself): sent to the site, it failed on CORS in the console.
add_action( 'template_redirect', function () {
	if ( ! is_preview() || isset( $_GET['_wp-find-template'] ) ) {
		return;
	}
	$post = get_post( (int) ( $_GET['preview_id'] ?? $_GET['p'] ?? $_GET['page_id'] ?? get_queried_object_id() ) );
	if ( $post && current_user_can( 'edit_post', $post->ID ) ) {
		$url = site_blocks_api_preview_url( $post );
		if ( $url ) {
			wp_redirect( $url, 302, 'Site Blocks API' );
			exit;
		}
	}
} );

/** Where the item will live on the site once published (a draft has no permalink of its own yet). */
function site_blocks_api_preview_link( $post ) {
	if ( 'publish' === $post->post_status ) {
		return get_permalink( $post );
	}
	require_once ABSPATH . 'wp-admin/includes/post.php';
	list( $template, $name ) = get_sample_permalink( $post->ID );
	$name = $name ? $name : sanitize_title( $post->post_title, (string) $post->ID );
	return preg_replace( '/%[a-z0-9_-]+%/', $name, $template );
}

/**
 * A preview's answer: the post as its REST route shows it, with the title, excerpt and blocks of
 * `$source` (the post itself, one of its revisions, or the editor's unsaved state over the post),
 * and the site's language and featured image where the editor changed them.
 */
function site_blocks_api_preview_answer( WP_Post $post, $base, WP_Post $source, $unsaved = array() ) {
	$controller = get_post_type_object( $post->post_type )->get_rest_controller();
	$view       = new WP_REST_Request( 'GET' );
	$view->set_param( 'context', 'view' );
	$item = $controller->prepare_item_for_response( $post, $view )->get_data();
	$item['title']         = array( 'rendered' => $source->post_title );
	$item['excerpt']       = array( 'rendered' => $source->post_excerpt );
	$item['block_markup']  = $source->post_content;
	$item['block_renders'] = site_blocks_api_block_renders( $source->post_content, $post );
	$item['modified_gmt']  = get_gmt_from_date( $source->post_modified, 'Y-m-d\TH:i:s' );
	$item['link']          = site_blocks_api_preview_link( $post );
	// A draft has no publication date yet: the site dates it as it would be if published now.
	$item['date_gmt'] = $item['date_gmt'] ?? get_gmt_from_date( $post->post_date, 'Y-m-d\TH:i:s' );
	$item['slug']     = $post->post_name ? $post->post_name : basename( untrailingslashit( $item['link'] ) );
	if ( isset( $unsaved['parent'] ) && array_key_exists( 'parent', $item ) ) {
		$item['parent'] = (int) $unsaved['parent'];
	}
	if ( isset( $unsaved['lang'] ) ) {
		$item['lang'] = $unsaved['lang'];
	}
	if ( isset( $unsaved['featured_media'] ) && array_key_exists( 'featured_image', $item ) ) {
		$item['featured_image'] = site_blocks_api_featured_image( $post->ID, $unsaved['featured_media'] );
	}
	// The translation group, drafts included (the site checks name the languages still missing).
	$translations = array_map( function ( $member ) {
		return $member ? $member->post_status : null;
	}, site_blocks_api_translations( $post ) );
	return rest_ensure_response( array(
		'type'         => $base,
		'revision'     => $source->ID,
		'status'       => $post->post_status,
		'translations' => $translations,
		'item'         => $item,
	) );
}

add_action( 'rest_api_init', function () {
	$can_edit = function ( WP_REST_Request $request ) {
		return current_user_can( 'edit_post', (int) $request['id'] );
	};
	$not_found = new WP_Error( 'site_blocks_preview_not_found', 'No such post.', array( 'status' => 404 ) );

	/*
	 * GET /site/v1/preview/{post}?rev={revision}: the post as its REST route shows it, with the title,
	 * excerpt and blocks of that revision (its own, an autosave or an older one). Editors only.
	 */
	register_rest_route( 'site/v1', '/preview/(?P<id>\d+)', array(
		'methods'             => 'GET',
		'args'                => array( 'rev' => array( 'type' => 'integer', 'required' => true, 'minimum' => 1 ) ),
		'permission_callback' => $can_edit,
		'callback'            => function ( WP_REST_Request $request ) use ( $not_found ) {
			$post = get_post( (int) $request['id'] );
			$rev  = (int) $request['rev'];
			$base = $post ? site_blocks_api_rest_base( $post->post_type ) : null;
			if ( ! $base ) {
				return $not_found;
			}
			$source = $rev === $post->ID ? $post : get_post( $rev );
			if ( ! $source || ( $source !== $post && ( 'revision' !== $source->post_type || (int) $source->post_parent !== $post->ID ) ) ) {
				return new WP_Error( 'site_blocks_preview_revision_mismatch', 'That revision does not belong to this post.', array( 'status' => 404 ) );
			}
			return site_blocks_api_preview_answer( $post, $base, $source );
		},
	) );

	/*
	 * POST /site/v1/preview/{post}/live: the post with the editor's unsaved state over it (the live
	 * preview: the site posts what the editor posted to it). Nothing is saved. Editors only.
	 */
	register_rest_route( 'site/v1', '/preview/(?P<id>\d+)/live', array(
		'methods'             => 'POST',
		'args'                => array(
			'title'          => array( 'type' => 'string', 'required' => true ),
			'excerpt'        => array( 'type' => 'string', 'default' => '' ),
			'content'        => array( 'type' => 'string', 'required' => true ),
			'parent'         => array( 'type' => 'integer', 'minimum' => 0 ),
			'featured_media' => array( 'type' => 'integer', 'minimum' => 0 ),
			'lang'           => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS ),
		),
		'permission_callback' => $can_edit,
		'callback'            => function ( WP_REST_Request $request ) use ( $not_found ) {
			$post = get_post( (int) $request['id'] );
			$base = $post ? site_blocks_api_rest_base( $post->post_type ) : null;
			if ( ! $base ) {
				return $not_found;
			}
			$source               = clone $post;
			$source->post_title   = $request['title'];
			$source->post_excerpt = $request['excerpt'];
			$source->post_content = $request['content'];
			$unsaved              = array_filter( array(
				'parent'         => $request['parent'],
				'featured_media' => $request['featured_media'],
				'lang'           => $request['lang'],
			), function ( $value ) {
				return null !== $value;
			} );
			return site_blocks_api_preview_answer( $post, $base, $source, $unsaved );
		},
	) );
} );
