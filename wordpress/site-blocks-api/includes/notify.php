<?php
/**
 * Save to live: when a page, post, catalog entry or testimonial is published, updated, unpublished
 * or trashed, when the site settings (menus, campaign, footer) or the imported reports change, or a post's
 * comments or terms do, the site is told at once (one signed POST per request, at its end) and drops
 * exactly the cached content and pages that depend on it. When the site does not answer, WordPress's
 * cron sends the notice again (30 s, then doubling, 8 tries).
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_NOTICE_HOOK  = 'site_blocks_api_send_notice';
const SITE_BLOCKS_API_NOTICE_TRIES = 8;

/** The changes of this request, keyed so that each is sent once. */
function site_blocks_api_queue_change( $change ) {
	global $site_blocks_api_changes;
	// A bulk import may switch notices off (and tell the site once, or let its cache expire).
	if ( ! apply_filters( 'site_blocks_api_notify', true ) ) {
		return;
	}
	if ( ! is_array( $site_blocks_api_changes ) ) {
		$site_blocks_api_changes = array();
		add_action( 'shutdown', 'site_blocks_api_send_queued_changes' );
	}
	if ( ! $site_blocks_api_changes ) {
		// The editor saves through REST: tell the site before answering it, so that when the editor
		// says "Updated" the site already shows the change.
		add_filter( 'rest_post_dispatch', 'site_blocks_api_send_before_answering' );
	}
	$key = wp_json_encode( array_diff_key( $change, array( 'slugs' => 1 ) ) );
	if ( isset( $site_blocks_api_changes[ $key ]['slugs'], $change['slugs'] ) ) {
		$change['slugs'] = array_values( array_unique( array_merge( $site_blocks_api_changes[ $key ]['slugs'], $change['slugs'] ) ) );
	}
	$site_blocks_api_changes[ $key ] = $change;
}

function site_blocks_api_send_before_answering( $response ) {
	site_blocks_api_send_queued_changes();
	return $response;
}

function site_blocks_api_send_queued_changes() {
	global $site_blocks_api_changes;
	// The site takes at most 500 changes a notice.
	foreach ( array_chunk( array_values( $site_blocks_api_changes ? $site_blocks_api_changes : array() ), 500 ) as $changes ) {
		site_blocks_api_send_notice( $changes, 1 );
	}
	$site_blocks_api_changes = array();
}

/** Sends a notice; on failure schedules the next try. Returns whether the site took it. */
function site_blocks_api_send_notice( $changes, $attempt ) {
	$secret = site_blocks_api_setting( 'SITE_BLOCKS_PURGE_SECRET' );
	if ( '' === $secret || '' === site_blocks_api_site_url() ) {
		return false; // Not connected: the site's cache expires on its own (CMS_CACHE_SECONDS).
	}
	// Each try its own id: the site refuses a signed notice it has taken already (a replay), and two
	// notices of the same changes in one second must not look like one sent twice.
	$response = site_blocks_api_post_to_site( '/api/content-changed', array( 'changes' => $changes, 'notice' => wp_generate_uuid4() ), $secret, 3 );
	$status   = is_wp_error( $response ) ? 0 : wp_remote_retrieve_response_code( $response );
	if ( $status >= 200 && $status < 300 ) {
		return true;
	}
	$why = is_wp_error( $response ) ? $response->get_error_message() : 'it answered ' . $status;
	// A refusal is final, except "too many" (429), which passes.
	if ( $status >= 400 && $status < 500 && 429 !== $status ) {
		error_log( 'site-blocks-api: the site refused a change notice (' . $why . '); not retried' );
		return false;
	}
	if ( $attempt < SITE_BLOCKS_API_NOTICE_TRIES ) {
		$delay = 30 * ( 2 ** ( $attempt - 1 ) );
		wp_schedule_single_event( time() + $delay, SITE_BLOCKS_API_NOTICE_HOOK, array( $changes, $attempt + 1 ) );
		error_log( 'site-blocks-api: the site did not take a change notice (' . $why . '); trying again in ' . $delay . ' s' );
	} else {
		error_log( 'site-blocks-api: the site did not take a change notice after ' . $attempt . ' tries (' . $why . ')' );
	}
	return false;
}
add_action( SITE_BLOCKS_API_NOTICE_HOOK, 'site_blocks_api_send_notice', 10, 2 );

function site_blocks_api_queue_item( $post, $slugs ) {
	$base = site_blocks_api_rest_base( $post->post_type );
	if ( $base ) {
		site_blocks_api_queue_change( array( 'kind' => 'item', 'type' => $base, 'id' => (int) $post->ID, 'slugs' => array_values( array_unique( array_filter( $slugs ) ) ) ) );
	}
}

// Published, unpublished, trashed, restored: only changes that touch the live site.
add_action( 'transition_post_status', function ( $new_status, $old_status, $post ) {
	if ( 'publish' === $new_status || 'publish' === $old_status ) {
		site_blocks_api_queue_item( $post, array( $post->post_name ) );
	}
}, 10, 3 );

// An update of a published item, with its slug before and after (a renamed page frees its old URL).
add_action( 'post_updated', function ( $post_id, $after, $before ) {
	if ( 'publish' === $after->post_status || 'publish' === $before->post_status ) {
		site_blocks_api_queue_item( $after, array( $after->post_name, $before->post_name ) );
	}
}, 10, 3 );

// Meta such as a testimonial's product or a post's SEO, saved after the post itself; not WordPress's
// bookkeeping (an editor opening a page takes its edit lock: nothing on the site changes), nor a
// translation's record of its source (includes/translation-sources.php: the site never shows it).
add_action( 'updated_post_meta', function ( $meta_id, $post_id, $meta_key ) {
	if ( preg_match( '/^_(edit_|wp_|encloseme|pingme|site_translation_)/', $meta_key ) ) {
		return;
	}
	$post = get_post( $post_id );
	if ( $post && 'publish' === $post->post_status ) {
		site_blocks_api_queue_item( $post, array( $post->post_name ) );
	}
}, 10, 3 );

add_action( 'before_delete_post', function ( $post_id ) {
	$post = get_post( $post_id );
	if ( $post && 'publish' === $post->post_status ) {
		site_blocks_api_queue_item( $post, array( $post->post_name ) );
	}
} );

// The imported job listings live in an option (the site settings' own notices: includes/site-options.php, menus.php).
function site_blocks_api_option_changed( $option ) {
	if ( 'site_job_listings' === $option ) {
		site_blocks_api_queue_change( array( 'kind' => 'report', 'name' => 'jobs' ) );
	}
}
add_action( 'updated_option', 'site_blocks_api_option_changed' );
add_action( 'added_option', 'site_blocks_api_option_changed' );

// With WooCommerce on this WordPress, the sales popup reads its orders: an order paid for (or no longer) is news to it.
add_action( 'woocommerce_order_status_changed', function () {
	site_blocks_api_queue_change( array( 'kind' => 'report', 'name' => 'sales' ) );
} );

// Comments shown under a post.
function site_blocks_api_comment_changed( $comment_id ) {
	$comment = get_comment( $comment_id );
	if ( $comment && $comment->comment_post_ID ) {
		site_blocks_api_queue_change( array( 'kind' => 'comments', 'post' => (int) $comment->comment_post_ID ) );
	}
}
// Every new comment goes through wp_insert_comment (a visitor's, an editor's, an import's).
add_action( 'wp_insert_comment', 'site_blocks_api_comment_changed' );
add_action( 'edit_comment', 'site_blocks_api_comment_changed' );
add_action( 'wp_set_comment_status', 'site_blocks_api_comment_changed' );

// Categories, tags and authors, shown by name on every post.
function site_blocks_api_term_changed( $term_id, $tt_id, $taxonomy ) {
	$bases = array( 'category' => 'categories', 'post_tag' => 'tags' );
	if ( isset( $bases[ $taxonomy ] ) ) {
		site_blocks_api_queue_change( array( 'kind' => 'terms', 'taxonomy' => $bases[ $taxonomy ] ) );
	}
}
add_action( 'created_term', 'site_blocks_api_term_changed', 10, 3 );
add_action( 'edited_term', 'site_blocks_api_term_changed', 10, 3 );
add_action( 'delete_term', 'site_blocks_api_term_changed', 10, 3 );
add_action( 'profile_update', function () {
	site_blocks_api_queue_change( array( 'kind' => 'terms', 'taxonomy' => 'users' ) );
} );
