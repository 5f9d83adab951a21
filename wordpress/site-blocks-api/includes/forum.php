<?php
/**
 * The support forum, read from bbPress's own storage so that a WordPress running bbPress serves the
 * site unchanged: `forum`, `topic` and `reply` posts (a topic's parent is its forum, a reply's its
 * topic, a reply's menu order its position), the `topic-tag` taxonomy, bbPress's counters and
 * freshness in meta (`_bbp_total_topic_count`, `_bbp_reply_count`, `_bbp_last_active_time`…),
 * stickies in the forum's `_bbp_sticky_topics`, favorites as `_bbp_favorite` rows on the topic,
 * forum roles as bbPress's dynamic roles in the capabilities, a topic's language in `_site_lang`.
 *
 * bbPress has no REST API: the `bbpress/v1` routes the site reads (SPEC §7) are answered here, in
 * the embedded content API's contract (embedded-wordpress/forum-routes.ts): the same fields, order,
 * paging and errors. Links are the site's forum URLs, with no language prefix (one forum for every
 * language). Without bbPress, its post types and taxonomy are registered here, outside the REST API.
 *
 * Only what the public may read is answered: bbPress keeps the topics and replies of a private or
 * hidden forum `publish` (the forum's own status is its visibility), so every route checks the forum
 * a topic is in, and that forum's ancestors (site_blocks_api_forum_tree), and a reply's topic.
 */

defined( 'ABSPATH' ) || exit;

/** Replies a page of a topic (the site's FORUM_PAGE_SIZE, SPEC §9, through site-rules.json): a reply's link names its page. */
define( 'SITE_BLOCKS_API_FORUM_PAGE_SIZE', site_blocks_api_rules()['pageSizes']['forum'] );

/** bbPress's dynamic roles and the names the site reads. */
const SITE_BLOCKS_API_FORUM_ROLES = array(
	'bbp_keymaster'   => 'keymaster',
	'bbp_moderator'   => 'moderator',
	'bbp_participant' => 'participant',
);

add_action( 'init', function () {
	if ( function_exists( 'bbpress' ) ) {
		return; // bbPress registers its own.
	}
	$type = array( 'public' => false, 'show_ui' => true, 'show_in_rest' => false, 'supports' => array( 'title', 'editor', 'author', 'page-attributes' ) );
	register_post_type( 'forum', array( 'label' => 'Forums', 'hierarchical' => true ) + $type );
	register_post_type( 'topic', array( 'label' => 'Topics' ) + $type );
	register_post_type( 'reply', array( 'label' => 'Replies' ) + $type );
	register_taxonomy( 'topic-tag', 'topic', array( 'label' => 'Topic tags', 'public' => false, 'show_ui' => true, 'show_in_rest' => false ) );
}, 5 );

/* Parameters, errors and paging, read as the embedded API reads them. */

/** A query parameter: its text, or null when absent. */
function site_blocks_api_forum_param( WP_REST_Request $request, $name ) {
	$params = $request->get_query_params();
	return isset( $params[ $name ] ) && is_string( $params[ $name ] ) ? $params[ $name ] : null;
}

/** An id parameter: null when absent, false when malformed. */
function site_blocks_api_forum_id_param( WP_REST_Request $request, $name ) {
	$value = site_blocks_api_forum_param( $request, $name );
	if ( null === $value ) {
		return null;
	}
	return preg_match( '/^\d{1,10}\z/', $value ) ? (int) $value : false;
}

function site_blocks_api_forum_error( $code, $message, $status = 400 ) {
	return new WP_Error( $code, $message, array( 'status' => $status ) );
}

/** A paging parameter as JavaScript's Number() reads it (the embedded API's rule); NAN when it is no number. */
function site_blocks_api_forum_number( $value, $default ) {
	if ( null === $value ) {
		return $default;
	}
	$value = trim( $value, " \t\n\r\x0B\x0C" );
	if ( '' === $value ) {
		return 0;
	}
	if ( preg_match( '/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\z/i', $value ) ) {
		return (float) $value;
	}
	if ( preg_match( '/^0(x[0-9a-f]+|o[0-7]+|b[01]+)\z/i', $value ) ) {
		return (float) intval( substr( $value, 2 ), array( 'x' => 16, 'o' => 8, 'b' => 2 )[ strtolower( $value[1] ) ] );
	}
	return NAN;
}

/**
 * A page of `items` as WordPress pages a list: per_page 1–100 (default 10), X-WP-Total and
 * X-WP-TotalPages, a page past the last a 400. Only the page's items become JSON.
 */
function site_blocks_api_forum_paged( WP_REST_Request $request, array $items, callable $to_json ) {
	$per_page = site_blocks_api_forum_number( site_blocks_api_forum_param( $request, 'per_page' ), 10 );
	$page     = site_blocks_api_forum_number( site_blocks_api_forum_param( $request, 'page' ), 1 );
	$whole    = function ( $number ) {
		return is_finite( $number ) && floor( $number ) === (float) $number;
	};
	if ( ! $whole( $per_page ) || $per_page < 1 || $per_page > 100 ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): per_page' );
	}
	if ( ! $whole( $page ) || $page < 1 ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): page' );
	}
	$total = count( $items );
	$pages = (int) ceil( $total / $per_page );
	if ( $page > 1 && $page > $pages ) {
		return site_blocks_api_forum_error( 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.' );
	}
	$slice = array_slice( $items, ( (int) $page - 1 ) * (int) $per_page, (int) $per_page );
	if ( $slice && is_int( $slice[0] ) ) {
		_prime_post_caches( $slice, false, true ); // A page of post ids: their posts and meta in two queries.
	}
	$response = rest_ensure_response( array_values( array_map( $to_json, $slice ) ) );
	$response->header( 'X-WP-Total', (string) $total );
	$response->header( 'X-WP-TotalPages', (string) $pages );
	return $response;
}

/* Reading bbPress's storage. */

/** A MySQL date as the API writes it: 2024-05-01T10:00:00. */
function site_blocks_api_forum_iso( $mysql ) {
	return str_replace( ' ', 'T', substr( (string) $mysql, 0, 19 ) );
}

/** bbPress keeps freshness in local time (a post_date); GMT, or null when unset. */
function site_blocks_api_forum_active_gmt( $post_id ) {
	$local = get_post_meta( $post_id, '_bbp_last_active_time', true );
	return $local ? get_gmt_from_date( $local, 'Y-m-d\TH:i:s' ) : null;
}

/** A published post of this type, or null. */
function site_blocks_api_forum_post( $id, $type, array $statuses = array( 'publish' ) ) {
	$post = get_post( (int) $id );
	return $post && $type === $post->post_type && in_array( $post->post_status, $statuses, true ) ? $post : null;
}

/** Ids of posts matching SQL conditions on `p`, in an SQL order. */
function site_blocks_api_forum_ids( array $where, $order, $join = '' ) {
	global $wpdb;
	return array_map( 'intval', $wpdb->get_col( "SELECT p.ID FROM {$wpdb->posts} p {$join} WHERE " . implode( ' AND ', $where ) . " ORDER BY {$order}" ) );
}

/** A topic's statuses the public may read (bbPress's public topic statuses). */
const SITE_BLOCKS_API_TOPIC_STATUSES = "'publish', 'closed'";

/**
 * Every forum: id => whether the public may read it (it and every forum above it published; a
 * private or hidden forum hides its sub-forums too) and whether a forum below it is hidden from
 * the public. Worked out once per change of the posts.
 */
function site_blocks_api_forum_tree() {
	global $wpdb;
	static $trees = array();
	$changed = wp_cache_get_last_changed( 'posts' );
	if ( isset( $trees[ $changed ] ) ) {
		return $trees[ $changed ];
	}
	$rows = array();
	foreach ( $wpdb->get_results( "SELECT ID, post_parent, post_status FROM {$wpdb->posts} WHERE post_type = 'forum'" ) as $row ) {
		$rows[ (int) $row->ID ] = array( 'parent' => (int) $row->post_parent, 'status' => $row->post_status );
	}
	$tree = array();
	foreach ( $rows as $id => $row ) {
		$tree[ $id ] = array( 'public' => true, 'hides_below' => false );
		// Up to the top; a parent that is no forum, or a loop, hides the forum.
		for ( $at = $id, $seen = array(); 0 !== $at; $at = $rows[ $at ]['parent'] ) {
			if ( ! isset( $rows[ $at ] ) || isset( $seen[ $at ] ) || 'publish' !== $rows[ $at ]['status'] ) {
				$tree[ $id ]['public'] = false;
				break;
			}
			$seen[ $at ] = true;
		}
	}
	foreach ( $tree as $id => $forum ) {
		if ( $forum['public'] ) {
			continue;
		}
		// bbPress counts it in the totals of every forum above it.
		for ( $at = $rows[ $id ]['parent'], $seen = array(); isset( $tree[ $at ] ) && ! isset( $seen[ $at ] ); $at = $rows[ $at ]['parent'] ) {
			$tree[ $at ]['hides_below'] = true;
			$seen[ $at ]                = true;
		}
	}
	$trees = array( $changed => $tree );
	return $tree;
}

/** Whether the public may read the forum. */
function site_blocks_api_forum_is_public( $id ) {
	$tree = site_blocks_api_forum_tree();
	return ! empty( $tree[ (int) $id ]['public'] );
}

/** SQL: `$column` (a forum id) is a forum the public may read. A topic outside any forum is not shown either. */
function site_blocks_api_public_forum_sql( $column ) {
	$ids = array_keys( array_filter( site_blocks_api_forum_tree(), function ( $forum ) {
		return $forum['public'];
	} ) );
	return $ids ? "{$column} IN (" . implode( ',', $ids ) . ')' : '0 = 1';
}

/** SQL conditions on `p`: a topic the public may read. */
function site_blocks_api_public_topic_where() {
	return array( "p.post_type = 'topic'", 'p.post_status IN (' . SITE_BLOCKS_API_TOPIC_STATUSES . ')', site_blocks_api_public_forum_sql( 'p.post_parent' ) );
}

/** A join on `t`, the topic of the reply `p`, and the conditions on `p`: a reply the public may read. */
function site_blocks_api_public_reply_query() {
	global $wpdb;
	return array(
		'join'  => "JOIN {$wpdb->posts} t ON t.ID = p.post_parent AND t.post_type = 'topic' AND t.post_status IN (" . SITE_BLOCKS_API_TOPIC_STATUSES . ') AND ' . site_blocks_api_public_forum_sql( 't.post_parent' ),
		'where' => array( "p.post_type = 'reply'", "p.post_status = 'publish'" ),
	);
}

/**
 * A forum's topics, replies and last activity (local time, null without topics), its sub-forums'
 * included as bbPress counts them. bbPress's totals count hidden sub-forums too: for a forum above
 * one, they are counted again from its own counts and its public sub-forums'.
 */
function site_blocks_api_forum_totals( $forum_id ) {
	global $wpdb;
	$tree = site_blocks_api_forum_tree();
	if ( empty( $tree[ $forum_id ]['hides_below'] ) ) {
		return array(
			'topics'  => (int) get_post_meta( $forum_id, '_bbp_total_topic_count', true ),
			'replies' => (int) get_post_meta( $forum_id, '_bbp_total_reply_count', true ),
			'active'  => get_post_meta( $forum_id, '_bbp_last_active_time', true ),
		);
	}
	$totals = array(
		'topics'  => (int) get_post_meta( $forum_id, '_bbp_topic_count', true ),
		'replies' => (int) get_post_meta( $forum_id, '_bbp_reply_count', true ),
		'active'  => $wpdb->get_var( $wpdb->prepare(
			"SELECT MAX(COALESCE(a.meta_value, p.post_date)) FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} a ON a.post_id = p.ID AND a.meta_key = '_bbp_last_active_time'
			WHERE p.post_type = 'topic' AND p.post_status IN (" . SITE_BLOCKS_API_TOPIC_STATUSES . ') AND p.post_parent = %d',
			$forum_id
		) ),
	);
	$children = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'forum' AND post_parent = %d", $forum_id ) );
	foreach ( array_map( 'intval', $children ) as $child ) {
		if ( empty( $tree[ $child ]['public'] ) ) {
			continue;
		}
		$sub                = site_blocks_api_forum_totals( $child );
		$totals['topics']  += $sub['topics'];
		$totals['replies'] += $sub['replies'];
		if ( $sub['active'] && ( ! $totals['active'] || $sub['active'] > $totals['active'] ) ) {
			$totals['active'] = $sub['active'];
		}
	}
	return $totals;
}

/** The forum's URL on the site: /support/forum/{ancestors}/{slug}/. */
function site_blocks_api_forum_link( WP_Post $forum ) {
	$slugs = array();
	foreach ( array_reverse( get_post_ancestors( $forum ) ) as $ancestor ) {
		$slugs[] = get_post_field( 'post_name', $ancestor );
	}
	$slugs[] = $forum->post_name;
	return home_url( '/support/forum/' . implode( '/', $slugs ) . '/' );
}

function site_blocks_api_topic_link( WP_Post $topic, $page = 1 ) {
	return home_url( '/support/topic/' . $topic->post_name . '/' . ( $page > 1 ? "page/{$page}/" : '' ) );
}

/** Whether the topic is sticky in its forum (or everywhere, a super sticky). */
function site_blocks_api_topic_is_sticky( WP_Post $topic ) {
	$stickies = array_merge( (array) get_post_meta( $topic->post_parent, '_bbp_sticky_topics', true ), (array) get_option( '_bbp_super_sticky_topics', array() ) );
	return in_array( $topic->ID, array_map( 'intval', $stickies ), true );
}

function site_blocks_api_forum_json( WP_Post $forum ) {
	$totals = site_blocks_api_forum_totals( $forum->ID );
	return array(
		'id'              => $forum->ID,
		'slug'            => $forum->post_name,
		'title'           => array( 'rendered' => $forum->post_title ),
		// bbPress keeps the description as the forum's content.
		'content'         => array( 'rendered' => wpautop( $forum->post_content ) ),
		'parent'          => (int) $forum->post_parent,
		'menu_order'      => (int) $forum->menu_order,
		'link'            => site_blocks_api_forum_link( $forum ),
		'topic_count'     => $totals['topics'],
		'reply_count'     => $totals['replies'],
		'last_active_gmt' => $totals['topics'] > 0 && $totals['active'] ? get_gmt_from_date( $totals['active'], 'Y-m-d\TH:i:s' ) : null,
	);
}

function site_blocks_api_topic_json( WP_Post $topic ) {
	$date = site_blocks_api_forum_iso( $topic->post_date_gmt );
	return array(
		'id'              => $topic->ID,
		'slug'            => $topic->post_name,
		// As stored: the site escapes and sanitizes what people wrote.
		'title'           => array( 'rendered' => $topic->post_title ),
		'content'         => array( 'rendered' => $topic->post_content ),
		'forum'           => (int) $topic->post_parent,
		'author'          => (int) $topic->post_author,
		'date_gmt'        => $date,
		'last_active_gmt' => site_blocks_api_forum_active_gmt( $topic->ID ) ?? $date,
		'reply_count'     => (int) get_post_meta( $topic->ID, '_bbp_reply_count', true ),
		'sticky'          => site_blocks_api_topic_is_sticky( $topic ),
		'tags'            => wp_get_object_terms( $topic->ID, 'topic-tag', array( 'orderby' => 'term_order', 'fields' => 'slugs' ) ),
		'lang'            => site_blocks_api_lang( $topic->ID ),
		'link'            => site_blocks_api_topic_link( $topic ),
	);
}

function site_blocks_api_reply_json( WP_Post $reply ) {
	$topic    = get_post( $reply->post_parent );
	$forum    = (int) get_post_meta( $reply->ID, '_bbp_forum_id', true );
	$position = (int) $reply->menu_order;
	return array(
		'id'       => $reply->ID,
		'topic'    => (int) $reply->post_parent,
		'forum'    => $forum ? $forum : (int) $topic->post_parent,
		'author'   => (int) $reply->post_author,
		'date_gmt' => site_blocks_api_forum_iso( $reply->post_date_gmt ),
		'content'  => array( 'rendered' => $reply->post_content ),
		'position' => $position,
		'link'     => site_blocks_api_topic_link( $topic, (int) ceil( $position / SITE_BLOCKS_API_FORUM_PAGE_SIZE ) ) . '#post-' . $reply->ID,
	);
}

/** A forum user's bbPress role (without the `bbp_`), or null for anyone else. */
function site_blocks_api_forum_role( WP_User $user ) {
	foreach ( SITE_BLOCKS_API_FORUM_ROLES as $role => $name ) {
		if ( ! empty( $user->caps[ $role ] ) ) {
			return $name;
		}
	}
	return null;
}

/** How many topics and replies of the user the public may read: bbPress's own counts take in those of private and hidden forums. */
function site_blocks_api_forum_user_counts( $user_id ) {
	global $wpdb;
	$author  = $wpdb->prepare( 'p.post_author = %d', $user_id );
	$replies = site_blocks_api_public_reply_query();
	return array(
		'topics'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE " . implode( ' AND ', array_merge( site_blocks_api_public_topic_where(), array( $author ) ) ) ),
		'replies' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p {$replies['join']} WHERE " . implode( ' AND ', array_merge( $replies['where'], array( $author ) ) ) ),
	);
}

function site_blocks_api_forum_user_json( WP_User $user ) {
	$counts = site_blocks_api_forum_user_counts( $user->ID );
	return array(
		'id'             => $user->ID,
		'slug'           => $user->user_nicename,
		'name'           => $user->display_name,
		'role'           => site_blocks_api_forum_role( $user ),
		// The stored picture (`_site_avatar`, see pre_get_avatar_data: a path the site serves), as blog authors' avatars.
		'avatar'         => get_avatar_url( $user->ID ),
		'registered_gmt' => site_blocks_api_forum_iso( $user->user_registered ),
		'topic_count'    => $counts['topics'],
		'reply_count'    => $counts['replies'],
		'link'           => home_url( '/support/users/' . $user->user_nicename . '/' ),
	);
}

/* The routes. */

function site_blocks_api_rest_forums( WP_REST_Request $request ) {
	global $wpdb;
	$parent = site_blocks_api_forum_id_param( $request, 'post_parent' );
	if ( false === $parent ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): post_parent' );
	}
	$orderby = site_blocks_api_forum_param( $request, 'orderby' ) ?? 'menu_order';
	$order   = site_blocks_api_forum_param( $request, 'order' ) ?? 'asc';
	if ( ! in_array( $orderby, array( 'menu_order', 'date' ), true ) ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): orderby' );
	}
	if ( 'asc' !== $order && 'desc' !== $order ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): order' );
	}
	$where = array( "p.post_type = 'forum'", site_blocks_api_public_forum_sql( 'p.ID' ) );
	if ( null !== $parent ) {
		$where[] = $wpdb->prepare( 'p.post_parent = %d', $parent );
	}
	$slug = site_blocks_api_forum_param( $request, 'slug' );
	$ids  = site_blocks_api_forum_ids( $where, 'p.ID ASC' );
	_prime_post_caches( $ids, false, true );
	$forums = array_values( array_filter( array_map( 'get_post', $ids ), function ( $forum ) use ( $slug ) {
		return null === $slug || $forum->post_name === $slug;
	} ) );
	// Either way, forums of the same order keep their creation order.
	$key = function ( $forum ) use ( $orderby ) {
		return 'date' === $orderby ? $forum->post_date_gmt : (int) $forum->menu_order;
	};
	usort( $forums, function ( $a, $b ) use ( $key, $order ) {
		return ( $key( $a ) <=> $key( $b ) ) * ( 'asc' === $order ? 1 : -1 ) ?: $a->ID - $b->ID;
	} );
	return site_blocks_api_forum_paged( $request, $forums, 'site_blocks_api_forum_json' );
}

function site_blocks_api_rest_forum( WP_REST_Request $request ) {
	$forum = site_blocks_api_forum_post( $request['id'], 'forum' );
	$forum = $forum && site_blocks_api_forum_is_public( $forum->ID ) ? $forum : null;
	return $forum ? rest_ensure_response( site_blocks_api_forum_json( $forum ) ) : site_blocks_api_forum_error( 'rest_post_invalid_id', 'Invalid forum ID.', 404 );
}

/**
 * Topics: a forum's (sticky first, then by last activity, newest first), an author's (by date,
 * newest first unless `order=asc`), or all of them, a tag's or favorites (by last activity); ties
 * by id. Filters narrow the list: author, favorites, slug, tag.
 */
function site_blocks_api_rest_topics( WP_REST_Request $request ) {
	global $wpdb;
	$forum  = site_blocks_api_forum_id_param( $request, 'forum' );
	$author = site_blocks_api_forum_id_param( $request, 'author' );
	if ( false === $forum || false === $author ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): forum, author' );
	}
	$favorites = site_blocks_api_forum_id_param( $request, 'favorites' );
	if ( false === $favorites ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): favorites' );
	}
	$slug  = site_blocks_api_forum_param( $request, 'slug' );
	$tag   = site_blocks_api_forum_param( $request, 'tag' );
	$where = site_blocks_api_public_topic_where();
	if ( null !== $forum ) {
		$where[] = $wpdb->prepare( 'p.post_parent = %d', $forum );
	}
	if ( null !== $author ) {
		$where[] = $wpdb->prepare( 'p.post_author = %d', $author );
	}
	if ( null !== $favorites ) {
		$where[] = $wpdb->prepare( "EXISTS (SELECT 1 FROM {$wpdb->postmeta} f WHERE f.post_id = p.ID AND f.meta_key = '_bbp_favorite' AND f.meta_value = %s)", (string) $favorites );
	}
	// Slugs match exactly (MySQL's collation would ignore case and trailing spaces).
	if ( null !== $slug ) {
		$where[] = $wpdb->prepare( 'BINARY p.post_name = %s', $slug );
	}
	if ( null !== $tag ) {
		$where[] = $wpdb->prepare(
			"EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id JOIN {$wpdb->terms} t ON t.term_id = tt.term_id
			WHERE tr.object_id = p.ID AND tt.taxonomy = 'topic-tag' AND BINARY t.slug = %s)",
			$tag
		);
	}
	$active = "LEFT JOIN {$wpdb->postmeta} active ON active.post_id = p.ID AND active.meta_key = '_bbp_last_active_time'";
	$latest = 'COALESCE(active.meta_value, p.post_date) DESC, p.ID ASC';
	if ( null !== $forum ) {
		$sticky = array_filter( array_map( 'intval', array_merge(
			(array) get_post_meta( $forum, '_bbp_sticky_topics', true ),
			(array) get_option( '_bbp_super_sticky_topics', array() )
		) ) );
		$order = ( $sticky ? 'p.ID IN (' . implode( ',', $sticky ) . ') DESC, ' : '' ) . $latest;
	} elseif ( null !== $author ) {
		$order = 'p.post_date_gmt ASC, p.ID ASC';
	} else {
		$order = $latest;
	}
	$topics = site_blocks_api_forum_ids( $where, $order, $active );
	if ( null !== $author && 'asc' !== site_blocks_api_forum_param( $request, 'order' ) ) {
		$topics = array_reverse( $topics );
	}
	return site_blocks_api_forum_paged( $request, $topics, function ( $id ) {
		return site_blocks_api_topic_json( get_post( $id ) );
	} );
}

function site_blocks_api_rest_topic( WP_REST_Request $request ) {
	$topic = site_blocks_api_forum_post( $request['id'], 'topic', array( 'publish', 'closed' ) );
	$topic = $topic && site_blocks_api_forum_is_public( $topic->post_parent ) ? $topic : null;
	return $topic ? rest_ensure_response( site_blocks_api_topic_json( $topic ) ) : site_blocks_api_forum_error( 'rest_post_invalid_id', 'Invalid topic ID.', 404 );
}

/** Replies of a topic (by position, oldest first by default) or of an author (by date, newest first by default). */
function site_blocks_api_rest_replies( WP_REST_Request $request ) {
	global $wpdb;
	$topic  = site_blocks_api_forum_id_param( $request, 'topic' );
	$author = site_blocks_api_forum_id_param( $request, 'author' );
	if ( false === $topic || false === $author || ( null === $topic && null === $author ) ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): topic or author is required' );
	}
	$order = site_blocks_api_forum_param( $request, 'order' ) ?? ( null !== $topic ? 'asc' : 'desc' );
	if ( 'asc' !== $order && 'desc' !== $order ) {
		return site_blocks_api_forum_error( 'rest_invalid_param', 'Invalid parameter(s): order' );
	}
	// Only replies of a topic the public may read, in a forum it may read.
	$query = site_blocks_api_public_reply_query();
	$where = $query['where'];
	if ( null !== $topic ) {
		$where[] = $wpdb->prepare( 'p.post_parent = %d', $topic );
	}
	if ( null !== $author ) {
		$where[] = $wpdb->prepare( 'p.post_author = %d', $author );
	}
	$replies = site_blocks_api_forum_ids( $where, null !== $topic ? 'p.menu_order ASC, p.ID ASC' : 'p.post_date_gmt ASC, p.ID ASC', $query['join'] );
	if ( 'desc' === $order ) {
		$replies = array_reverse( $replies );
	}
	return site_blocks_api_forum_paged( $request, $replies, function ( $id ) {
		return site_blocks_api_reply_json( get_post( $id ) );
	} );
}

/**
 * Topic tags in use, by slug, with their topic counts: of the topics the public may read (the
 * term's own count takes in those of private and hidden forums).
 */
function site_blocks_api_rest_topic_tags( WP_REST_Request $request ) {
	global $wpdb;
	$slug   = site_blocks_api_forum_param( $request, 'slug' );
	$counts = $wpdb->get_results(
		"SELECT tr.term_taxonomy_id, COUNT(*) AS topics FROM {$wpdb->term_relationships} tr JOIN {$wpdb->posts} p ON p.ID = tr.object_id
		WHERE " . implode( ' AND ', site_blocks_api_public_topic_where() ) . ' GROUP BY tr.term_taxonomy_id',
		OBJECT_K
	);
	$tags   = get_terms( array( 'taxonomy' => 'topic-tag', 'hide_empty' => false ) );
	$tags   = is_wp_error( $tags ) ? array() : array_values( array_filter( $tags, function ( $tag ) use ( $slug, $counts ) {
		$tag->count = isset( $counts[ $tag->term_taxonomy_id ] ) ? (int) $counts[ $tag->term_taxonomy_id ]->topics : 0;
		return $tag->count > 0 && ( null === $slug || $tag->slug === $slug );
	} ) );
	usort( $tags, function ( $a, $b ) {
		return strcmp( $a->slug, $b->slug );
	} );
	return site_blocks_api_forum_paged( $request, $tags, function ( $tag ) {
		return array( 'slug' => $tag->slug, 'name' => $tag->name, 'count' => (int) $tag->count, 'link' => home_url( '/support/topic-tag/' . $tag->slug . '/' ) );
	} );
}

/** Ids of the users holding a forum role (bbPress's dynamic roles), by id. */
function site_blocks_api_forum_user_ids() {
	global $wpdb;
	$roles = array();
	foreach ( array_keys( SITE_BLOCKS_API_FORUM_ROLES ) as $role ) {
		$roles[] = $wpdb->prepare( 'meta_value LIKE %s', '%' . $wpdb->esc_like( '"' . $role . '";b:1;' ) . '%' );
	}
	$key = $wpdb->get_blog_prefix() . 'capabilities';
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND (" . implode( ' OR ', $roles ) . ') ORDER BY user_id', $key ) );
	return array_map( 'intval', $ids );
}

function site_blocks_api_rest_forum_users( WP_REST_Request $request ) {
	$slug = site_blocks_api_forum_param( $request, 'slug' );
	$ids  = site_blocks_api_forum_user_ids();
	cache_users( $ids );
	$users = array_values( array_filter( array_map( 'get_userdata', $ids ), function ( $user ) use ( $slug ) {
		return $user && site_blocks_api_forum_role( $user ) && ( null === $slug || $user->user_nicename === $slug );
	} ) );
	return site_blocks_api_forum_paged( $request, $users, 'site_blocks_api_forum_user_json' );
}

function site_blocks_api_rest_forum_user( WP_REST_Request $request ) {
	$user = get_userdata( (int) $request['id'] );
	return $user && site_blocks_api_forum_role( $user ) ? rest_ensure_response( site_blocks_api_forum_user_json( $user ) ) : site_blocks_api_forum_error( 'rest_user_invalid_id', 'Invalid user ID.', 404 );
}

add_action( 'rest_api_init', function () {
	$routes = array(
		'/forums'               => 'site_blocks_api_rest_forums',
		'/forums/(?P<id>\d+)'   => 'site_blocks_api_rest_forum',
		'/topics'               => 'site_blocks_api_rest_topics',
		'/topics/(?P<id>\d+)'   => 'site_blocks_api_rest_topic',
		'/replies'              => 'site_blocks_api_rest_replies',
		'/topic-tags'           => 'site_blocks_api_rest_topic_tags',
		'/users'                => 'site_blocks_api_rest_forum_users',
		'/users/(?P<id>\d+)'    => 'site_blocks_api_rest_forum_user',
	);
	foreach ( $routes as $route => $callback ) {
		register_rest_route( 'bbpress/v1', $route, array(
			'methods'             => 'GET',
			'permission_callback' => '__return_true',
			'callback'            => $callback,
		) );
	}
} );
