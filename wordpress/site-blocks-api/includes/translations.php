<?php
/**
 * A page's language and its translations in wp-admin. The site treats items of one post type with the
 * same path in different languages as translations of each other (its hreflang alternates, its
 * fallback to English): pages and docs by their slug chain, every other type by its slug. Here the
 * block editor gets a Language panel (editing `_site_lang`, listing the translations, creating a
 * missing one as a draft copy, saying which are outdated), and the list screens a Language column and
 * a filter by language, or of the outdated translations (includes/translation-sources.php).
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_TRANSLATIONS_HANDLE = 'site-translations';

/**
 * The path an item shares with its translations, without the language prefix: its slug, after its
 * ancestors' for hierarchical types (pages, docs). Empty for an item without a slug yet (a draft).
 */
function site_blocks_api_translation_path( WP_Post $post ) {
	if ( '' === $post->post_name ) {
		return '';
	}
	$slugs = array( $post->post_name );
	if ( is_post_type_hierarchical( $post->post_type ) ) {
		foreach ( get_post_ancestors( $post ) as $ancestor ) {
			array_unshift( $slugs, get_post_field( 'post_name', $ancestor ) );
		}
	}
	return implode( '/', $slugs );
}

/**
 * An item's translation group: each language => the item in it (the item itself in its own), or null.
 * Where a language has several (a draft beside a published one), the published one counts.
 */
function site_blocks_api_translations( WP_Post $post ) {
	$group = array_fill_keys( SITE_BLOCKS_API_LANGS, null );
	$own   = site_blocks_api_lang( $post->ID );
	$group[ $own ] = $post;
	$path = site_blocks_api_translation_path( $post );
	if ( '' === $path ) {
		return $group;
	}
	$candidates = get_posts( array(
		'post_type'        => $post->post_type,
		'name'             => $post->post_name,
		'post_status'      => 'any', // Not trashed, not auto-drafts.
		'post__not_in'     => array( $post->ID ),
		'posts_per_page'   => -1,
		'orderby'          => 'ID',
		'order'            => 'ASC',
		'suppress_filters' => true,
	) );
	foreach ( $candidates as $candidate ) {
		$lang = site_blocks_api_lang( $candidate->ID );
		if ( $lang === $own || site_blocks_api_translation_path( $candidate ) !== $path ) {
			continue;
		}
		if ( ! $group[ $lang ] || ( 'publish' !== $group[ $lang ]->post_status && 'publish' === $candidate->post_status ) ) {
			$group[ $lang ] = $candidate;
		}
	}
	return $group;
}

/**
 * Whether the current user may see a group member's title: it is published or theirs to read. Of
 * another author's draft or private item, only that it exists (the language is taken).
 */
function site_blocks_api_translation_title_readable( WP_Post $post ) {
	return 'publish' === $post->post_status || current_user_can( 'read_post', $post->ID );
}

/** What the editor's panel shows of a group member. */
function site_blocks_api_translation_summary( $post ) {
	if ( ! $post ) {
		return null;
	}
	$status   = get_post_status_object( $post->post_status );
	// Another author's draft or private item: that it exists (the language is taken), not its title.
	$editable = current_user_can( 'edit_post', $post->ID );
	return array(
		'id'          => (int) $post->ID,
		'status'      => $post->post_status,
		'statusLabel' => $status ? $status->label : $post->post_status,
		'title'       => $editable || 'publish' === $post->post_status ? $post->post_title : '',
		'editLink'    => $editable ? get_edit_post_link( $post->ID, 'raw' ) : null,
	);
}

/** A site item the current user may edit, or an error for the REST routes. */
function site_blocks_api_translatable_item( $id ) {
	$post = get_post( (int) $id );
	if ( ! $post || ! in_array( $post->post_type, site_blocks_api_post_types(), true ) ) {
		return new WP_Error( 'rest_post_invalid_id', 'Invalid post ID.', array( 'status' => 404 ) );
	}
	return $post;
}

/**
 * A draft copy of `$source` in `$lang`: same blocks, title, excerpt, password, slug, menu order,
 * meta (not WordPress's bookkeeping) and terms, under the parent's translation in that language where
 * there is one (else the same parent), so that it takes the same path. The copy records `$source` as
 * its source, as it is now. Returns its id or a WP_Error.
 */
function site_blocks_api_create_translation( WP_Post $source, $lang ) {
	$names = SITE_BLOCKS_API_LANG_NAMES;
	// The path is what makes a translation: a draft without a slug yet gets the one it would get on
	// publishing (unique in its language, through the plugin's wp_unique_post_slug filter), kept from now on.
	if ( '' === $source->post_name ) {
		$slug = sanitize_title( $source->post_title );
		if ( '' === $slug ) {
			return new WP_Error( 'site_translation_no_path', 'Give this item a title or a slug before translating it: its translations share its path.', array( 'status' => 409 ) );
		}
		$slug = wp_unique_post_slug( $slug, $source->ID, 'publish', $source->post_type, $source->post_parent );
		wp_update_post( array( 'ID' => $source->ID, 'post_name' => $slug ) );
		$source = get_post( $source->ID );
	}
	$group = site_blocks_api_translations( $source );
	if ( $group[ $lang ] ) {
		$existing = $group[ $lang ];
		if ( $existing->ID === $source->ID ) {
			$message = sprintf( 'This item is already in %s.', $names[ $lang ] );
		} elseif ( site_blocks_api_translation_title_readable( $existing ) ) {
			$message = sprintf( 'This item already has a translation in %s: "%s" (%d, %s).', $names[ $lang ], $existing->post_title, $existing->ID, $existing->post_status );
		} else {
			$message = sprintf( 'This item already has a translation in %s (%d, %s).', $names[ $lang ], $existing->ID, $existing->post_status );
		}
		return new WP_Error( 'site_translation_exists', $message, array( 'status' => 409, 'id' => (int) $existing->ID ) );
	}

	$slug = $source->post_name;

	$parent = (int) $source->post_parent;
	if ( $parent && get_post( $parent ) ) {
		$parents = site_blocks_api_translations( get_post( $parent ) );
		if ( $parents[ $lang ] ) {
			$parent = (int) $parents[ $lang ]->ID;
		}
	}

	// A draft keeps its slug as given (WordPress makes slugs unique on publish, where the plugin's
	// wp_unique_post_slug filter lets a translation share its original's).
	$id = wp_insert_post( wp_slash( array(
		'post_type'      => $source->post_type,
		'post_status'    => 'draft',
		'post_author'    => get_current_user_id(),
		'post_title'     => $source->post_title,
		'post_content'   => $source->post_content,
		'post_excerpt'   => $source->post_excerpt,
		// A protected item's translation is protected too, once published.
		'post_password'  => $source->post_password,
		'post_name'      => $slug,
		'post_parent'    => $parent,
		'menu_order'     => (int) $source->menu_order,
		'comment_status' => $source->comment_status,
		'ping_status'    => $source->ping_status,
		'meta_input'     => array( SITE_BLOCKS_API_LANG_META => $lang ),
	) ), true );
	if ( is_wp_error( $id ) ) {
		return $id;
	}

	foreach ( get_post_meta( $source->ID ) as $key => $values ) {
		// The source's own record, if it is a translation too, is not the copy's (recorded below).
		if ( SITE_BLOCKS_API_LANG_META === $key || preg_match( '/^_(edit_|wp_|encloseme|pingme|site_translation_)/', $key ) ) {
			continue;
		}
		foreach ( $values as $value ) {
			// add_post_meta() unslashes; JSON values carry backslashes.
			add_post_meta( $id, $key, wp_slash( maybe_unserialize( $value ) ) );
		}
	}
	foreach ( get_object_taxonomies( $source->post_type ) as $taxonomy ) {
		$terms = wp_get_object_terms( $source->ID, $taxonomy, array( 'fields' => 'ids' ) );
		if ( ! is_wp_error( $terms ) && $terms ) {
			wp_set_object_terms( $id, array_map( 'intval', $terms ), $taxonomy );
		}
	}
	site_blocks_api_record_source( $id, $source );
	return $id;
}

/**
 * GET site/v1/translations/{id}: the item's language, path and translation group, its own source
 * where it records one (includes/translation-sources.php), and for each member made from it since
 * when that member is outdated (null while up to date).
 */
function site_blocks_api_translation_answer( WP_Post $post ) {
	$translations = array();
	foreach ( site_blocks_api_translations( $post ) as $lang => $member ) {
		$summary = site_blocks_api_translation_summary( $member );
		if ( $summary && $member->ID !== $post->ID && (int) get_post_meta( $member->ID, SITE_BLOCKS_API_SOURCE_META, true ) === $post->ID ) {
			// As the title: not of another author's draft.
			$summary['outdatedSince'] = $summary['editLink'] || 'publish' === $member->post_status ? site_blocks_api_rest_time( site_blocks_api_outdated_since( $member->ID ) ) : null;
		}
		$translations[ $lang ] = $summary;
	}
	return array(
		'id'           => (int) $post->ID,
		'lang'         => site_blocks_api_lang( $post->ID ),
		'path'         => site_blocks_api_translation_path( $post ),
		'translations' => $translations,
		'source'       => site_blocks_api_source_answer( $post ),
	);
}

/** The translation routes' permission: editors of the item (of any item of the site's types, for an id that is none). */
function site_blocks_api_can_edit_item( WP_REST_Request $request ) {
	$post = get_post( (int) $request['id'] );
	return $post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_posts' );
}

add_action( 'init', function () {
	site_blocks_api_register_script( SITE_BLOCKS_API_TRANSLATIONS_HANDLE, 'site-translations' );
} );

// Only in the post editor of the site's types (not the site or widgets editor, where there is no post).
add_action( 'enqueue_block_editor_assets', function () {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'post' !== $screen->base || ! in_array( $screen->post_type, site_blocks_api_post_types(), true ) ) {
		return;
	}
	wp_enqueue_script( SITE_BLOCKS_API_TRANSLATIONS_HANDLE );
	wp_add_inline_script( SITE_BLOCKS_API_TRANSLATIONS_HANDLE, 'window.siteTranslations = ' . wp_json_encode( array( 'languages' => SITE_BLOCKS_API_LANG_NAMES, 'default' => SITE_BLOCKS_API_DEFAULT, 'meta' => SITE_BLOCKS_API_LANG_META ) ) . ';', 'before' );
} );

/*
 * The editor saves meta after the post; a language chosen and published in one save would meet the
 * slug check (wp_unique_post_slug, site-blocks-api.php) still in the old language, and lose its shared
 * slug to a `-2`. So the language is stored first.
 */
add_action( 'init', function () {
	foreach ( site_blocks_api_post_types() as $type ) {
		add_filter( "rest_pre_insert_{$type}", function ( $prepared, WP_REST_Request $request ) {
			$lang = $request['meta'][ SITE_BLOCKS_API_LANG_META ] ?? null;
			if ( ! empty( $prepared->ID ) && in_array( $lang, SITE_BLOCKS_API_LANGS, true ) && current_user_can( 'edit_post', $prepared->ID ) ) {
				update_post_meta( $prepared->ID, SITE_BLOCKS_API_LANG_META, $lang );
			}
			return $prepared;
		}, 10, 2 );
	}
}, 20 );

add_action( 'rest_api_init', function () {
	register_rest_route( 'site/v1', '/translations/(?P<id>\d+)', array(
		array(
			'methods'             => 'GET',
			'permission_callback' => 'site_blocks_api_can_edit_item',
			'callback'            => function ( WP_REST_Request $request ) {
				$post = site_blocks_api_translatable_item( $request['id'] );
				return is_wp_error( $post ) ? $post : rest_ensure_response( site_blocks_api_translation_answer( $post ) );
			},
		),
		array(
			'methods'             => 'POST',
			'permission_callback' => function ( WP_REST_Request $request ) {
				$post = get_post( (int) $request['id'] );
				$type = $post ? get_post_type_object( $post->post_type ) : null;
				return site_blocks_api_can_edit_item( $request ) && ( ! $type || current_user_can( $type->cap->create_posts ) );
			},
			'args'                => array(
				'lang' => array( 'type' => 'string', 'enum' => SITE_BLOCKS_API_LANGS, 'required' => true ),
			),
			'callback'            => function ( WP_REST_Request $request ) {
				$post = site_blocks_api_translatable_item( $request['id'] );
				if ( is_wp_error( $post ) ) {
					return $post;
				}
				$id = site_blocks_api_create_translation( $post, $request['lang'] );
				if ( is_wp_error( $id ) ) {
					return $id;
				}
				$response = rest_ensure_response( array( 'id' => (int) $id, 'editLink' => get_edit_post_link( $id, 'raw' ) ) );
				$response->set_status( 201 );
				return $response;
			},
		),
	) );
} );

/*
 * A published item's language set for the first time, or removed (it becomes English), moves it on
 * the site: tell the site, as notify.php does for an updated language (updated_post_meta).
 */
function site_blocks_api_lang_meta_changed( $meta_id, $post_id, $meta_key ) {
	if ( SITE_BLOCKS_API_LANG_META !== $meta_key ) {
		return;
	}
	$post = get_post( $post_id );
	if ( $post && 'publish' === $post->post_status ) {
		site_blocks_api_queue_item( $post, array( $post->post_name ) );
	}
}
add_action( 'added_post_meta', 'site_blocks_api_lang_meta_changed', 10, 3 );
add_action( 'deleted_post_meta', 'site_blocks_api_lang_meta_changed', 10, 3 );

/* ---------- list screens ---------- */

/** The language filter's query var, in wp-admin only. */
add_filter( 'query_vars', function ( $vars ) {
	if ( is_admin() ) {
		$vars[] = 'site_lang';
	}
	return $vars;
} );

add_action( 'admin_init', function () {
	foreach ( site_blocks_api_post_types() as $type ) {
		add_filter( "manage_{$type}_posts_columns", function ( $columns ) {
			// After the title, where the eye is.
			$at = array_search( 'title', array_keys( $columns ), true );
			$at = false === $at ? count( $columns ) : $at + 1;
			return array_slice( $columns, 0, $at, true ) + array( 'site_lang' => __( 'Language', 'site-blocks-api' ) ) + array_slice( $columns, $at, null, true );
		} );
		add_action( "manage_{$type}_posts_custom_column", 'site_blocks_api_lang_column', 10, 2 );
	}
} );

/**
 * "English · es fr": the item's language, then its translations, each linked to its editor; a
 * translation made from this item and outdated since is marked (class and title). An outdated
 * translation says so in its own row, with the date in its title.
 */
function site_blocks_api_lang_column( $column, $post_id ) {
	if ( 'site_lang' !== $column ) {
		return;
	}
	$post  = get_post( $post_id );
	$names = SITE_BLOCKS_API_LANG_NAMES;
	$own   = site_blocks_api_lang( $post_id );
	$links = array();
	foreach ( site_blocks_api_translations( $post ) as $lang => $item ) {
		if ( $lang === $own || ! $item ) {
			continue;
		}
		$status   = get_post_status_object( $item->post_status );
		$label    = site_blocks_api_translation_title_readable( $item )
			? sprintf( '%s: %s (%s)', $names[ $lang ], $item->post_title, $status ? $status->label : $item->post_status )
			: sprintf( '%s (%s)', $names[ $lang ], $status ? $status->label : $item->post_status );
		$edit     = get_edit_post_link( $item->ID );
		$code     = 'publish' === $item->post_status ? esc_html( $lang ) : '<em>' . esc_html( $lang ) . '</em>';
		$class    = '';
		$outdated = (int) get_post_meta( $item->ID, SITE_BLOCKS_API_SOURCE_META, true ) === (int) $post_id ? site_blocks_api_outdated_since( $item->ID ) : null;
		if ( $outdated ) {
			$label .= sprintf( ', outdated since %s', site_blocks_api_admin_date( $outdated ) );
			$class  = ' class="site-lang-outdated"';
			// Seen (a warning sign) and heard (the words), not by its colour alone.
			$code .= '<span class="dashicons dashicons-warning" aria-hidden="true"></span><span class="screen-reader-text"> (' . esc_html__( 'outdated', 'site-blocks-api' ) . ')</span>';
		}
		$links[] = $edit
			? sprintf( '<a href="%s" title="%s" lang="%s" data-lang="%s"%s>%s</a>', $edit, esc_attr( $label ), esc_attr( $lang ), esc_attr( $lang ), $class, $code )
			: sprintf( '<span title="%s" data-lang="%s"%s>%s</span>', esc_attr( $label ), esc_attr( $lang ), $class, $code );
	}
	printf( '<span class="site-lang" data-lang="%s">%s</span>', esc_attr( $own ), esc_html( $names[ $own ] ) );
	if ( $links ) {
		echo ' · <span class="site-lang-translations">' . implode( ' ', $links ) . '</span>';
	}
	$since  = site_blocks_api_outdated_since( $post_id );
	$source = $since ? site_blocks_api_recorded_source( $post_id ) : null;
	// As the Language panel: not while the source is in the trash.
	if ( $source && 'trash' !== $source->post_status ) {
		$title = sprintf( 'The %s original changed on %s after this translation was made.', $names[ site_blocks_api_lang( $source->ID ) ], site_blocks_api_admin_date( $since ) );
		printf( '<br><span class="site-lang-outdated-label" title="%s">%s</span>', esc_attr( $title ), esc_html__( 'Outdated', 'site-blocks-api' ) );
	}
}

// As narrow as "English · es fr" needs, leaving the title its room; an outdated translation's code
// and label in WordPress's warning colour.
add_action( 'admin_head-edit.php', function () {
	echo '<style>.fixed .column-site_lang { width: 9em; } .site-lang-outdated, .site-lang-outdated-label { color: #b32d2e; } .site-lang-outdated .dashicons { font-size: 14px; width: 14px; height: 14px; vertical-align: -2px; } .site-lang-outdated-label { font-weight: 600; }</style>';
} );

add_action( 'restrict_manage_posts', function ( $post_type, $which = 'top' ) {
	if ( 'top' !== $which || ! in_array( $post_type, site_blocks_api_post_types(), true ) ) {
		return;
	}
	$current = get_query_var( 'site_lang' );
	echo '<label for="filter-by-site-lang" class="screen-reader-text">' . esc_html__( 'Filter by language', 'site-blocks-api' ) . '</label>';
	echo '<select name="site_lang" id="filter-by-site-lang">';
	echo '<option value="">' . esc_html__( 'All languages', 'site-blocks-api' ) . '</option>';
	foreach ( SITE_BLOCKS_API_LANG_NAMES as $lang => $name ) {
		printf( '<option value="%s"%s>%s</option>', esc_attr( $lang ), selected( $current, $lang, false ), esc_html( $name ) );
	}
	// Not a language: the translations whose source changed since (in any language).
	printf( '<option value="outdated"%s>%s</option>', selected( $current, 'outdated', false ), esc_html__( 'Outdated translations', 'site-blocks-api' ) );
	echo '</select>';
}, 10, 2 );

// The list's own query (with WordPress's status, date, category and search filters, and its paging).
add_action( 'pre_get_posts', function ( WP_Query $query ) {
	if ( ! is_admin() || ! $query->is_main_query() ) {
		return;
	}
	$lang = $query->get( 'site_lang' );
	$type = $query->get( 'post_type' );
	if ( ! in_array( $lang, array_merge( SITE_BLOCKS_API_LANGS, array( 'outdated' ) ), true ) || ! in_array( $type ? $type : 'post', site_blocks_api_post_types(), true ) ) {
		return;
	}
	$meta_query   = $query->get( 'meta_query' );
	$meta_query   = is_array( $meta_query ) ? $meta_query : array();
	$meta_query[] = 'outdated' === $lang ? array( array( 'key' => SITE_BLOCKS_API_OUTDATED_META, 'compare' => 'EXISTS' ) ) : site_blocks_api_lang_clause( $lang );
	$query->set( 'meta_query', $meta_query );
} );
