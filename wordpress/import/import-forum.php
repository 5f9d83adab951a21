<?php
/**
 * The bundle's support forum, written into bbPress's storage (read by the companion plugin's
 * includes/forum.php) with multi-row INSERTs: thousands of topics and tens of thousands of replies
 * through wp_insert_post() would take minutes, on every start of a test WordPress. Items keep the
 * generator's ids. Every earlier forum row (forum, topic and reply posts with their meta, topic
 * tags, the users an earlier import made) is cleared first, in the same transaction, so a second
 * run writes the same forum again. bbPress's counters and freshness are worked out here, as bbPress
 * keeps them, and a private or hidden forum keeps its status as bbPress does (its topics and replies
 * stay published, and count in the totals of the forums above it). Loaded by import.php.
 */

const SITE_IMPORT_FORUM_TYPES = "'forum', 'topic', 'reply'";
/** User meta marking the users a forum import made (and the next one clears). */
const SITE_IMPORT_FORUM_USER = '_site_forum_import';

/** Runs a statement; on failure rolls the forum back and stops the import. */
function site_import_forum_sql( $sql ) {
	global $wpdb;
	if ( false === $wpdb->query( $sql ) ) {
		$error = $wpdb->last_error;
		$wpdb->query( 'ROLLBACK' );
		fwrite( STDERR, "import: forum: {$error}\n" );
		exit( 1 );
	}
}

/** A value as an SQL literal; only text with a character to escape goes through esc_sql() (most has none). */
function site_import_forum_value( $value ) {
	if ( is_int( $value ) ) {
		return (string) $value;
	}
	$value = (string) $value;
	return "'" . ( false === strpbrk( $value, "\\'\"\0\n\r\x1a%" ) ? $value : esc_sql( $value ) ) . "'";
}

/** Rows into a table, about a megabyte of values per INSERT. */
function site_import_forum_insert( $table, array $columns, array $rows ) {
	$head  = "INSERT INTO {$table} (" . implode( ', ', $columns ) . ') VALUES ';
	$batch = array();
	$size  = 0;
	foreach ( $rows as $row ) {
		$tuple   = '(' . implode( ', ', array_map( 'site_import_forum_value', $row ) ) . ')';
		$batch[] = $tuple;
		$size   += strlen( $tuple );
		if ( $size > 1000000 ) {
			site_import_forum_sql( $head . implode( ', ', $batch ) );
			$batch = array();
			$size  = 0;
		}
	}
	if ( $batch ) {
		site_import_forum_sql( $head . implode( ', ', $batch ) );
	}
}

/** Removes every forum post with its meta and terms, the topic tags, and the users an earlier import made. */
function site_import_forum_clear() {
	global $wpdb;
	$types = SITE_IMPORT_FORUM_TYPES;
	site_import_forum_sql( "DELETE pm FROM {$wpdb->postmeta} pm JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_type IN ({$types})" );
	site_import_forum_sql( "DELETE tr FROM {$wpdb->term_relationships} tr JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE p.post_type IN ({$types})" );
	site_import_forum_sql( "DELETE tr FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = 'topic-tag'" );
	site_import_forum_sql( "DELETE FROM {$wpdb->posts} WHERE post_type IN ({$types})" );
	site_import_forum_sql( "DELETE tm FROM {$wpdb->termmeta} tm JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id WHERE tt.taxonomy = 'topic-tag'" );
	site_import_forum_sql( "DELETE t, tt FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.taxonomy = 'topic-tag'" );
	$users = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s", SITE_IMPORT_FORUM_USER ) );
	if ( $users ) {
		$ids = implode( ',', array_map( 'intval', $users ) );
		site_import_forum_sql( "DELETE FROM {$wpdb->usermeta} WHERE user_id IN ({$ids})" );
		site_import_forum_sql( "DELETE FROM {$wpdb->users} WHERE ID IN ({$ids})" );
	}
}

/** Stops the import when one of the ids is still taken (by a post or user the forum does not own). */
function site_import_forum_ids_free( $table, $column, array $ids, $what ) {
	global $wpdb;
	$taken = $wpdb->get_col( $wpdb->prepare( "SELECT {$column} FROM {$table} WHERE {$column} BETWEEN %d AND %d", min( $ids ), max( $ids ) ) );
	$taken = array_intersect( array_map( 'intval', $taken ), $ids );
	if ( $taken ) {
		$wpdb->query( 'ROLLBACK' );
		fwrite( STDERR, "import: forum: {$what} id " . reset( $taken ) . " is taken\n" );
		exit( 1 );
	}
}

/** The dataset's GMT time as WordPress stores it: [GMT, local]. */
function site_import_forum_dates( $iso ) {
	static $utc, $zone;
	$utc  = $utc ?? new DateTimeZone( 'UTC' );
	$zone = $zone ?? wp_timezone();
	$gmt  = str_replace( 'T', ' ', substr( $iso, 0, 19 ) );
	return array( $gmt, ( new DateTime( $gmt, $utc ) )->setTimezone( $zone )->format( 'Y-m-d H:i:s' ) );
}

/** A wp_posts row in the columns site_import_forum() writes. */
function site_import_forum_post( $id, $type, $author, $date, $title, $content, $slug, $parent, $order, $status = 'publish' ) {
	list( $gmt, $local ) = site_import_forum_dates( $date );
	return array( $id, $author, $local, $gmt, $content, $title, '', $status, 'closed', 'closed', '', $slug, '', '', $local, $gmt, '', $parent, home_url( "/?post_type={$type}&p={$id}" ), $order, $type, '', 0 );
}

/**
 * Writes the forum (`forums`, `users`, `topics`, `replies` of the bundle) in one transaction;
 * returns how many of each it wrote.
 */
function site_import_forum( array $forum ) {
	global $wpdb;
	$wpdb->query( 'START TRANSACTION' );
	site_import_forum_clear();
	site_import_forum_ids_free( $wpdb->posts, 'ID', array_merge( array_column( $forum['forums'], 'id' ), array_column( $forum['topics'], 'id' ), array_column( $forum['replies'], 'id' ) ), 'post' );
	site_import_forum_ids_free( $wpdb->users, 'ID', array_column( $forum['users'], 'id' ), 'user' );

	// What bbPress counts: per topic its replies and last activity, per forum its topics and replies.
	$replies_of = array();
	foreach ( $forum['replies'] as $reply ) {
		$replies_of[ $reply['topic'] ][ $reply['position'] ] = $reply;
	}
	$user_topics  = array_count_values( array_column( $forum['topics'], 'author' ) );
	$user_replies = array_count_values( array_column( $forum['replies'], 'author' ) );
	$topics_of    = array();
	$topic_meta   = array();
	foreach ( $forum['topics'] as $topic ) {
		$replies = $replies_of[ $topic['id'] ] ?? array();
		ksort( $replies );
		$last = $replies ? end( $replies ) : null;
		$topic_meta[ $topic['id'] ] = array(
			'replies' => count( $replies ),
			'last'    => $last ? $last['id'] : 0,
			'active'  => $last ? $last['date'] : $topic['date'],
			'voices'  => count( array_unique( array_merge( array( $topic['author'] ), array_column( $replies, 'author' ) ) ) ),
		);
		$topics_of[ $topic['forum'] ][] = $topic;
	}
	$children = array();
	foreach ( $forum['forums'] as $f ) {
		$children[ $f['parent'] ][] = $f['id'];
	}
	// A forum counts its sub-forums' topics and replies too, and is as fresh as the freshest of them.
	$totals = array();
	$total  = function ( $id ) use ( &$total, &$totals, $children, $topics_of, $topic_meta ) {
		$own    = $topics_of[ $id ] ?? array();
		$counts = array( 'topics' => count( $own ), 'replies' => 0, 'active' => null, 'topic' => 0, 'reply' => 0 );
		$fresher = function ( array $latest ) use ( &$counts ) {
			if ( null !== $latest['active'] && ( null === $counts['active'] || $latest['active'] > $counts['active'] ) ) {
				$counts = array_merge( $counts, $latest );
			}
		};
		foreach ( $own as $topic ) {
			$meta               = $topic_meta[ $topic['id'] ];
			$counts['replies'] += $meta['replies'];
			$fresher( array( 'active' => $meta['active'], 'topic' => $topic['id'], 'reply' => $meta['last'] ) );
		}
		$own_counts = array( 'own_topics' => $counts['topics'], 'own_replies' => $counts['replies'] );
		foreach ( $children[ $id ] ?? array() as $child ) {
			$sub                = $total( $child );
			$counts['topics']  += $sub['topics'];
			$counts['replies'] += $sub['replies'];
			$fresher( array( 'active' => $sub['active'], 'topic' => $sub['topic'], 'reply' => $sub['reply'] ) );
		}
		$totals[ $id ] = $counts + $own_counts;
		return $counts;
	};
	$total( 0 );

	$keymasters = array_column( array_filter( $forum['users'], function ( $user ) {
		return 'keymaster' === $user['role'];
	} ), 'id' );
	$owner = $keymasters ? $keymasters[0] : 1;
	$posts = array();
	$meta  = array();
	foreach ( $forum['forums'] as $f ) {
		// bbPress keeps the description as the forum's content.
		$posts[] = site_import_forum_post( $f['id'], 'forum', $owner, $f['date'], $f['title'], $f['description'], $f['slug'], $f['parent'], $f['order'], $f['status'] );
		$counts  = $totals[ $f['id'] ];
		$values  = array(
			'_bbp_forum_subforum_count' => count( $children[ $f['id'] ] ?? array() ),
			'_bbp_topic_count'          => $counts['own_topics'],
			'_bbp_reply_count'          => $counts['own_replies'],
			'_bbp_total_topic_count'    => $counts['topics'],
			'_bbp_total_reply_count'    => $counts['replies'],
			'_bbp_topic_count_hidden'   => 0,
			'_bbp_reply_count_hidden'   => 0,
			'_bbp_last_topic_id'        => $counts['topic'],
			'_bbp_last_reply_id'        => $counts['reply'],
			'_bbp_last_active_id'       => $counts['reply'] ? $counts['reply'] : $counts['topic'],
			'_bbp_forum_type'           => 'forum',
			'_bbp_status'               => 'open',
		);
		if ( null !== $counts['active'] ) {
			$values['_bbp_last_active_time'] = site_import_forum_dates( $counts['active'] )[1];
		}
		$sticky = array_column( array_filter( $topics_of[ $f['id'] ] ?? array(), function ( $topic ) {
			return $topic['sticky'];
		} ), 'id' );
		if ( $sticky ) {
			$values['_bbp_sticky_topics'] = serialize( $sticky );
		}
		foreach ( $values as $key => $value ) {
			$meta[] = array( $f['id'], $key, (string) $value );
		}
	}

	$tags = array();
	foreach ( $forum['topics'] as $topic ) {
		$posts[] = site_import_forum_post( $topic['id'], 'topic', $topic['author'], $topic['date'], $topic['title'], $topic['content'], $topic['slug'], $topic['forum'], 0 );
		$counts  = $topic_meta[ $topic['id'] ];
		$values  = array(
			'_bbp_forum_id'           => $topic['forum'],
			'_bbp_topic_id'           => $topic['id'],
			'_bbp_reply_count'        => $counts['replies'],
			'_bbp_reply_count_hidden' => 0,
			'_bbp_voice_count'        => $counts['voices'],
			'_bbp_last_reply_id'      => $counts['last'],
			'_bbp_last_active_id'     => $counts['last'] ? $counts['last'] : $topic['id'],
			'_bbp_last_active_time'   => site_import_forum_dates( $counts['active'] )[1],
			SITE_BLOCKS_API_LANG_META => $topic['lang'],
		);
		foreach ( $values as $key => $value ) {
			$meta[] = array( $topic['id'], $key, (string) $value );
		}
		// bbPress 2.6: one `_bbp_favorite` row per user who keeps the topic.
		foreach ( $topic['favoritedBy'] as $user ) {
			$meta[] = array( $topic['id'], '_bbp_favorite', (string) $user );
		}
		foreach ( $topic['tags'] as $order => $tag ) {
			$tags[ $tag ][] = array( $topic['id'], $order );
		}
	}
	$topic_by_id = array_column( $forum['topics'], null, 'id' );
	foreach ( $forum['replies'] as $reply ) {
		$topic   = $topic_by_id[ $reply['topic'] ];
		$posts[] = site_import_forum_post( $reply['id'], 'reply', $reply['author'], $reply['date'], 'Reply To: ' . $topic['title'], $reply['content'], (string) $reply['id'], $reply['topic'], $reply['position'] );
		$meta[]  = array( $reply['id'], '_bbp_forum_id', (string) $topic['forum'] );
		$meta[]  = array( $reply['id'], '_bbp_topic_id', (string) $reply['topic'] );
	}
	site_import_forum_insert(
		$wpdb->posts,
		array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' ),
		$posts
	);
	site_import_forum_insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );

	// Topic tags (named by their slug in words, as the generator names them), ids after the blog's terms.
	ksort( $tags );
	$term_id = (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" );
	$tt_id   = (int) $wpdb->get_var( "SELECT MAX(term_taxonomy_id) FROM {$wpdb->term_taxonomy}" );
	$terms   = array();
	$taxa    = array();
	$links   = array();
	foreach ( $tags as $slug => $topics ) {
		$terms[] = array( ++$term_id, str_replace( '-', ' ', $slug ), $slug, 0 );
		$taxa[]  = array( ++$tt_id, $term_id, 'topic-tag', '', 0, count( $topics ) );
		foreach ( $topics as list( $topic, $order ) ) {
			$links[] = array( $topic, $tt_id, $order );
		}
	}
	site_import_forum_insert( $wpdb->terms, array( 'term_id', 'name', 'slug', 'term_group' ), $terms );
	site_import_forum_insert( $wpdb->term_taxonomy, array( 'term_taxonomy_id', 'term_id', 'taxonomy', 'description', 'parent', 'count' ), $taxa );
	site_import_forum_insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), $links );

	// Users with bbPress's dynamic role beside WordPress's, and bbPress's per-site counts (update_user_option's keys).
	$prefix   = $wpdb->get_blog_prefix();
	$password = wp_hash_password( wp_generate_password( 32 ) ); // nobody knows it
	$users     = array();
	$user_meta = array();
	foreach ( $forum['users'] as $user ) {
		$users[] = array( $user['id'], $user['slug'], $password, $user['slug'], $user['slug'] . '@example.invalid', '', str_replace( 'T', ' ', $user['registered'] ), '', 0, $user['name'] );
		$values  = array(
			'nickname'                  => $user['slug'],
			"{$prefix}capabilities"     => serialize( array( 'subscriber' => true, 'bbp_' . $user['role'] => true ) ),
			"{$prefix}user_level"       => 0,
			"{$prefix}_bbp_topic_count" => $user_topics[ $user['id'] ] ?? 0,
			"{$prefix}_bbp_reply_count" => $user_replies[ $user['id'] ] ?? 0,
			'_site_avatar'              => $user['avatar'],
			SITE_IMPORT_FORUM_USER      => 1,
		);
		foreach ( $values as $key => $value ) {
			$user_meta[] = array( $user['id'], $key, (string) $value );
		}
	}
	site_import_forum_insert( $wpdb->users, array( 'ID', 'user_login', 'user_pass', 'user_nicename', 'user_email', 'user_url', 'user_registered', 'user_activation_key', 'user_status', 'display_name' ), $users );
	site_import_forum_insert( $wpdb->usermeta, array( 'user_id', 'meta_key', 'meta_value' ), $user_meta );

	// bbPress's lists of its private and hidden forums (the forums' own statuses are what counts).
	foreach ( array( 'private', 'hidden' ) as $status ) {
		update_option( "_bbp_{$status}_forums", array_values( array_column( array_filter( $forum['forums'], function ( $f ) use ( $status ) {
			return $status === $f['status'];
		} ), 'id' ) ) );
	}

	site_import_forum_sql( 'COMMIT' );
	// Written behind WordPress's back: nothing cached may outlive it.
	wp_cache_flush();
	return array( 'forums' => count( $forum['forums'] ), 'topics' => count( $forum['topics'] ), 'replies' => count( $forum['replies'] ), 'users' => count( $forum['users'] ) );
}
